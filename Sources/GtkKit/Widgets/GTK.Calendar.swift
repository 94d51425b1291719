import CGtk

extension GTK {
    /// A `GtkCalendar`: a month grid to pick a day from.
    open class Calendar: Widget {
        open override class var gType: GType { gtk_calendar_get_type() }

        public var calendarPointer: OpaquePointer { opaquePointer }

        /// A calendar showing today.
        public convenience init() {
            self.init(retaining: Self.construct {
                gtk_calendar_new().map { UnsafeMutablePointer<GtkWidget>($0) }
            })
        }

        /// The selected day (in the proleptic Gregorian calendar GTK uses).
        public var selectedDay: Day {
            get {
                guard let date = gtk_calendar_get_date(calendarPointer) else { return Day(year: 1970, month: 1, day: 1) }
                defer { g_date_time_unref(date) }
                return Day(
                    year: Int(g_date_time_get_year(date)),
                    month: Int(g_date_time_get_month(date)),
                    day: Int(g_date_time_get_day_of_month(date)))
            }
            set {
                SetterCounter.count()
                guard let date = g_date_time_new_local(
                    Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 0, 0, 0)
                else { return }
                defer { g_date_time_unref(date) }
                gtk_calendar_select_day(calendarPointer, date)
            }
        }

        /// A calendar day.
        public struct Day: Hashable, Sendable {
            public var year: Int
            public var month: Int
            public var day: Int

            public init(year: Int, month: Int, day: Int) {
                self.year = year
                self.month = month
                self.day = day
            }
        }
    }
}

extension Signal where Emitter: GTK.Calendar, Arguments == Void, Result == Void {
    /// `day-selected`: a day was picked (by the user, or with `selectedDay`).
    public static var daySelected: Self { Self("day-selected") }
}
