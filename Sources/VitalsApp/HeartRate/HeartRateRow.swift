import VitalsCore

/// The sections of the heart-rate list: the live value on top, then the days.
enum HeartRateSection: Hashable {
    case live
    case days
}

/// A row of the heart-rate list, identified by what it shows.
enum HeartRateRow: Hashable {
    case live
    case day(CalendarDay)
}
