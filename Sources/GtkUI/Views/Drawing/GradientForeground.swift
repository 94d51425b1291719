import Foundation

/// The gradient `.foregroundStyle` set for the shapes inside (CSS colors cannot be
/// gradients: text and icons take its first color).
private struct ForegroundGradientKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The gradient shapes filled with the foreground style paint with, if one was set.
    var foregroundGradient: (any ShapeStyle)? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
}

// Gradient foreground styles: shapes inside shown with the foreground style (`Circle()`,
// `.fill()`) paint with the gradient; text and symbolic icons take its first color. These
// overloads take precedence over `foregroundStyle(_ style: some ShapeStyle)`.
extension View {
    /// Paints the shapes inside with `gradient` (text with its first color).
    public func foregroundStyle(_ gradient: LinearGradient) -> some View {
        environment(\.foregroundGradient, gradient).foregroundStyle(gradient.resolvedColor)
    }

    /// Paints the shapes inside with `gradient` (text with its first color).
    public func foregroundStyle(_ gradient: RadialGradient) -> some View {
        environment(\.foregroundGradient, gradient).foregroundStyle(gradient.resolvedColor)
    }

    /// Paints the shapes inside with `gradient` (text with its first color).
    public func foregroundStyle(_ gradient: AngularGradient) -> some View {
        environment(\.foregroundGradient, gradient).foregroundStyle(gradient.resolvedColor)
    }

    /// Paints the shapes inside with `gradient` (text with its color).
    public func foregroundStyle(_ gradient: AnyGradient) -> some View {
        environment(\.foregroundGradient, gradient).foregroundStyle(gradient.resolvedColor)
    }
}
