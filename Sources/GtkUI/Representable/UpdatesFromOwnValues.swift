/// A built-in representable whose `updateWidget` reads only the view's own stored values
/// and the environment — never an `@Observable` model or a binding — so its node skips
/// observation tracking. (Tracking would cost a weak reference to every such node, which
/// for a thousand labels is a measurable part of the heap.)
///
/// Views that read bindings or call closures in `updateWidget` must not adopt it.
protocol UpdatesFromOwnValues {}
