import Foundation
import VitalsCore

/// Writes a realistic Apple Health `export.xml` of about a given size, deterministically: the
/// DTD of a recent export (well formed, as the baseline's expat needs; the iOS 16 defect is
/// covered by the tests), then per day ~1,000
/// records laid out as HealthKit writes them — step count, active and basal energy, walking
/// distance, heart rate (~30 % of records, with motion-context metadata), HRV SDNN records with
/// their beat-to-beat lists, resting and walking heart rate — a workout with metadata, events,
/// statistics and a route reference, and activity summaries at the end.
struct AppleHealthExportWriter {
    /// What was written: the heart-rate records, to check an importer against.
    struct Written {
        var bytes: Int64
        var records: Int
        var heartRates: Int
        var heartRateSum: Double
    }

    /// Writes about `bytes` bytes (whole days; never less) to `file`.
    static func write(bytes target: Int64, to file: URL) throws -> Written {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: file.path)
        else { throw BenchmarkError("cannot create \(file.path)") }
        defer { try? handle.close() }
        var writer = AppleHealthExportWriter()
        writer.out += Array(prologue.utf8)
        var day = 0
        while writer.written.bytes + Int64(writer.out.count) < target {
            writer.writeDay(day)
            day += 1
            if writer.out.count > 4 << 20 { try writer.flush(to: handle) }
        }
        for summaryDay in 0..<day {
            writer.writeSummary(summaryDay)
        }
        writer.out += Array("</HealthData>\n".utf8)
        try writer.flush(to: handle)
        return writer.written
    }

    private var out: [UInt8] = []
    private var written = Written(bytes: 0, records: 0, heartRates: 0, heartRateSum: 0)
    private var random = SeededGenerator(seed: 2024)
    /// 2018-01-01 00:00 UTC.
    private static let start: Int64 = 1_514_764_800

    private static let watch = "&lt;&lt;HKDevice: 0x%@&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1&gt;"
    private static let phone = "&lt;&lt;HKDevice: 0x%@&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1&gt;"

    private mutating func flush(to handle: FileHandle) throws {
        try handle.write(contentsOf: out)
        written.bytes += Int64(out.count)
        out.removeAll(keepingCapacity: true)
    }

    private mutating func writeDay(_ day: Int) {
        let dayStart = Self.start + Int64(day) * 86_400
        // The offset changes twice a year, as a European phone's would.
        let offset = (day % 365) > 86 && (day % 365) < 300 ? 120 : 60
        for minute in stride(from: 0, to: 1_440, by: 1) {
            let time = dayStart + Int64(minute) * 60 + Int64(random.next() % 50)
            if minute % 5 == 0 || minute % 5 == 2 || (minute % 24 == 1) {
                let bpm = 55 + Int(random.next() % 90)
                written.heartRates += 1
                written.heartRateSum += Double(bpm)
                record("HeartRate", source: "Tom’s Apple Watch", version: "9.1", device: Self.watch, unit: "count/min",
                       time: time, end: time, offset: offset, value: String(bpm),
                       children: ["<MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"\(random.next() % 3)\"/>"])
            }
            if minute % 6 == 1 || minute % 6 == 4 {
                record("StepCount", source: "Tom’s iPhone", version: "16.1", device: Self.phone, unit: "count",
                       time: time, end: time + 300, offset: offset, value: String(random.next() % 900))
            }
            if minute % 6 == 3 || minute % 6 == 5 {
                record("ActiveEnergyBurned", source: "Tom’s Apple Watch", version: "9.1", device: Self.watch,
                       unit: "kcal", time: time, end: time + 60, offset: offset,
                       value: String(format: "%.3f", Double(random.next() % 10_000) / 1000))
            }
            if minute % 10 == 7 {
                record("DistanceWalkingRunning", source: "Tom’s iPhone", version: "16.1", device: Self.phone,
                       unit: "km", time: time, end: time + 300, offset: offset,
                       value: String(format: "%.5f", Double(random.next() % 100_000) / 100_000))
            }
            if minute % 36 == 11 {
                record("BasalEnergyBurned", source: "Tom’s Apple Watch", version: "9.1", device: Self.watch,
                       unit: "kcal", time: time, end: time + 1_800, offset: offset,
                       value: String(format: "%.3f", 20 + Double(random.next() % 10_000) / 1000))
            }
            if minute % 288 == 100 {
                writeVariability(time: time, offset: offset)
            }
        }
        record("RestingHeartRate", source: "Tom’s Apple Watch", version: "9.1", device: nil, unit: "count/min",
               time: dayStart + 43_200, end: dayStart + 86_000, offset: offset, value: String(50 + random.next() % 15))
        record("WalkingHeartRateAverage", source: "Tom’s Apple Watch", version: "9.1", device: nil, unit: "count/min",
               time: dayStart + 43_200, end: dayStart + 86_000, offset: offset, value: String(90 + random.next() % 20))
        writeWorkout(dayStart + 64_800, offset: offset)
    }

    private mutating func writeVariability(time: Int64, offset: Int) {
        var beats: [String] = []
        var clock = Double((time + Int64(offset) * 60) % 86_400)
        for _ in 0..<(50 + Int(random.next() % 30)) {
            let bpm = 55 + Int(random.next() % 40)
            clock += 60 / Double(bpm)
            let hours = Int(clock / 3600) % 24
            let twelve = hours % 12 == 0 ? 12 : hours % 12
            let text = String(format: "%d:%02d:%05.2f %@", twelve, Int(clock / 60) % 60,
                              clock.truncatingRemainder(dividingBy: 60), hours < 12 ? "AM" : "PM")
            beats.append("  <InstantaneousBeatsPerMinute bpm=\"\(bpm)\" time=\"\(text)\"/>")
        }
        record("HeartRateVariabilitySDNN", source: "Tom’s Apple Watch", version: "9.1", device: Self.watch, unit: "ms",
               time: time, end: time + 60, offset: offset, value: String(format: "%.4f", 20 + Double(random.next() % 60_000) / 1000),
               children: ["<HeartRateVariabilityMetadataList>"] + beats + ["</HeartRateVariabilityMetadataList>"])
    }

    private mutating func record(_ type: String, source: String, version: String, device: String?, unit: String,
                                 time: Int64, end: Int64, offset: Int, value: String, children: [String] = []) {
        written.records += 1
        let kind = type == "SleepAnalysis" ? "HKCategoryTypeIdentifier" : "HKQuantityTypeIdentifier"
        var line = " <Record type=\"\(kind)\(type)\" sourceName=\"\(source)\" sourceVersion=\"\(version)\""
        if let device {
            line += " device=\"" + device.replacingOccurrences(of: "%@", with: String(random.next() % 0xFFFF_FFFF, radix: 16)) + "\""
        }
        line += " unit=\"\(unit)\" creationDate=\"\(Self.date(end + 120, offset))\" startDate=\"\(Self.date(time, offset))\""
        line += " endDate=\"\(Self.date(end, offset))\" value=\"\(value)\""
        if children.isEmpty {
            line += "/>\n"
        } else {
            line += ">\n" + children.map { "  " + $0 + "\n" }.joined() + " </Record>\n"
        }
        out += Array(line.utf8)
    }

    private mutating func writeWorkout(_ time: Int64, offset: Int) {
        let minutes = 20 + Int(random.next() % 60)
        let end = time + Int64(minutes * 60)
        var text = " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"\(minutes).5\" durationUnit=\"min\""
        text += " sourceName=\"Tom’s Apple Watch\" sourceVersion=\"9.1\" device=\""
        text += Self.watch.replacingOccurrences(of: "%@", with: "28f1c0a20") + "\""
        text += " creationDate=\"\(Self.date(end + 30, offset))\" startDate=\"\(Self.date(time, offset))\" endDate=\"\(Self.date(end, offset))\">\n"
        text += "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"0\"/>\n"
        text += "  <MetadataEntry key=\"HKTimeZone\" value=\"Europe/Berlin\"/>\n"
        text += "  <MetadataEntry key=\"HKWeatherTemperature\" value=\"61 degF\"/>\n"
        text += "  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\"\(Self.date(time, offset))\" duration=\"10\" durationUnit=\"min\"/>\n"
        text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"\(Self.date(time, offset))\" endDate=\"\(Self.date(end, offset))\" average=\"141.2\" minimum=\"98\" maximum=\"171\" unit=\"count/min\"/>\n"
        text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" startDate=\"\(Self.date(time, offset))\" endDate=\"\(Self.date(end, offset))\" sum=\"412.5\" unit=\"kcal\"/>\n"
        text += "  <WorkoutRoute sourceName=\"Tom’s Apple Watch\" sourceVersion=\"9.1\" creationDate=\"\(Self.date(end + 30, offset))\" startDate=\"\(Self.date(time, offset))\" endDate=\"\(Self.date(end, offset))\">\n"
        text += "   <FileReference path=\"/workout-routes/route_\(time).gpx\"/>\n  </WorkoutRoute>\n </Workout>\n"
        out += Array(text.utf8)
    }

    private mutating func writeSummary(_ day: Int) {
        let date = Self.date(Self.start + Int64(day) * 86_400, 0).prefix(10)
        out += Array((" <ActivitySummary dateComponents=\"\(date)\" activeEnergyBurned=\"\(300 + random.next() % 400)\""
            + " activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"kcal\" appleMoveTime=\"0\" appleMoveTimeGoal=\"0\""
            + " appleExerciseTime=\"\(random.next() % 90)\" appleExerciseTimeGoal=\"30\" appleStandHours=\"\(random.next() % 16)\""
            + " appleStandHoursGoal=\"12\"/>\n").utf8)
    }

    /// `2019-05-13 08:14:38 +0200` for `seconds` since 1970 shown at `offset` minutes east of UTC.
    static func date(_ seconds: Int64, _ offset: Int) -> String {
        let local = seconds + Int64(offset) * 60
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let second = local - days * 86_400
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(format: "%04lld-%02lld-%02lld %02lld:%02lld:%02lld %@%02d%02d", year, month, day, second / 3600,
                      second / 60 % 60, second % 60, offset < 0 ? "-" : "+", abs(offset) / 60, abs(offset) % 60)
    }

    /// The XML declaration and the DTD of a recent export, then the root's first children.
    static let prologue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 12 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT ExportDate EMPTY>
        <!ATTLIST ExportDate
          value CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          sourceVersion CDATA #IMPLIED
          device        CDATA #IMPLIED
          creationDate  CDATA #IMPLIED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
        <!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*)>
        <!ELEMENT InstantaneousBeatsPerMinute EMPTY>
        <!ATTLIST InstantaneousBeatsPerMinute
          bpm  CDATA #REQUIRED
          time CDATA #REQUIRED
        >
        <!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
        <!ATTLIST VisionPrescription
          type             CDATA #REQUIRED
          dateIssued       CDATA #REQUIRED
          expirationDate   CDATA #REQUIRED
          brand            CDATA #IMPLIED
        >
        <!ELEMENT RightEye EMPTY>
        <!ATTLIST RightEye
          sphere           CDATA #IMPLIED
          sphereUnit       CDATA #IMPLIED
        >
        <!ELEMENT Attachment EMPTY>
        <!ATTLIST Attachment
          identifier       CDATA #IMPLIED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-06-01 08:10:05 +0200"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-05-20" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>

        """
}
