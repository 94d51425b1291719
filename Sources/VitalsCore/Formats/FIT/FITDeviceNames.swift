/// Names for the manufacturer and product numbers of the FIT profile (`manufacturer` and
/// `garmin_product` types): the common ones only; others are shown by number.
enum FITDeviceNames {
    /// The `manufacturer` numbers whose product numbers are `garmin_product` values.
    static func isGarmin(_ manufacturer: Int64) -> Bool {
        manufacturer == 1 || manufacturer == 13 || manufacturer == 15
    }

    /// The name of a manufacturer, when known.
    static func manufacturer(_ number: Int64) -> String? {
        switch number {
        case 1: "Garmin"
        case 13, 15: "Dynastream"
        case 23: "Suunto"
        case 32: "Wahoo"
        case 69: "Stages"
        case 70: "Sigma"
        case 89: "Tacx"
        case 123: "Polar"
        case 255: "Development"
        case 260: "Zwift"
        case 265: "Strava"
        case 267: "Bryton"
        case 294: "Coros"
        default: nil
        }
    }

    /// The name of a popular Garmin product, from the profile's `garmin_product` values.
    static func garminProduct(_ number: Int64) -> String? {
        switch number {
        case 717: "Forerunner 405"
        case 1018: "Forerunner 310XT"
        case 1036: "Edge 500"
        case 1124, 1274: "Forerunner 110"
        case 1169: "Edge 800"
        case 1325: "Edge 200"
        case 1328: "Forerunner 910XT"
        case 1345: "Forerunner 610"
        case 1436: "Forerunner 70"
        case 1482: "Forerunner 10"
        case 1551: "fēnix"
        case 1561: "Edge 510"
        case 1567: "Edge 810"
        case 1623: "Forerunner 620"
        case 1632: "Forerunner 220"
        case 1765: "Forerunner 920XT"
        case 1836: "Edge 1000"
        case 1903: "Forerunner 15"
        case 1907: "vívoactive"
        case 1967: "fēnix 2"
        case 2050: "fēnix 3"
        case 2067: "Edge 520"
        case 2153: "Forerunner 225"
        case 2156: "Forerunner 630"
        case 2157: "Forerunner 230"
        case 2158: "Forerunner 735XT"
        case 2337: "vívoactive HR"
        case 2413: "fēnix 3 HR"
        case 2431: "Forerunner 235"
        case 2503: "Forerunner 35"
        case 2530: "Edge 820"
        case 2544: "fēnix 5S"
        case 2604: "fēnix 5X"
        case 2691: "Forerunner 935"
        case 2697: "fēnix 5"
        case 2700: "vívoactive 3"
        case 2713: "Edge 1030"
        case 2886: "Forerunner 645"
        case 2888: "Forerunner 645 Music"
        case 3076: "Forerunner 245"
        case 3077: "Forerunner 245 Music"
        case 3110: "fēnix 5 Plus"
        case 3113: "Forerunner 945"
        case 3121: "Edge 530"
        case 3122: "Edge 830"
        case 3224, 3225: "vívoactive 4"
        case 3226: "Venu"
        case 3282: "Forerunner 45"
        case 3290: "fēnix 6"
        case 3291: "fēnix 6X"
        case 3299: "HRM-Dual"
        case 3300: "HRM-Pro"
        case 3589: "Forerunner 745"
        case 3703: "Venu 2"
        case 3704: "Venu 2S"
        case 3843: "Edge 1040"
        case 3869: "Forerunner 55"
        case 3888: "Instinct 2"
        case 3906: "fēnix 7"
        case 3992: "Forerunner 255"
        case 4024: "Forerunner 955"
        case 4130: "HRM-Pro Plus"
        case 4257, 4258: "Forerunner 265"
        case 4260: "Venu 3"
        case 4315: "Forerunner 965"
        case 4426: "vívoactive 5"
        case 4432: "Forerunner 165"
        case 4536: "fēnix 8"
        default: nil
        }
    }

    /// "Garmin Forerunner 110", "Garmin 1234", "Wahoo 8", "Polar", "FIT manufacturer 300
    /// product 4" …; nil when neither number is known.
    static func name(manufacturer: Int64?, product: Int64?) -> String? {
        switch (manufacturer, product) {
        case (nil, nil):
            return nil
        case let (manufacturer?, product?) where isGarmin(manufacturer):
            return "Garmin " + (garminProduct(product) ?? String(product))
        case let (manufacturer?, product):
            let suffix = product.map { " \($0)" } ?? ""
            if let name = Self.manufacturer(manufacturer) {
                return name + suffix
            }
            return "FIT manufacturer \(manufacturer)" + (product.map { " product \($0)" } ?? "")
        case let (nil, product?):
            return "FIT product \(product)"
        }
    }
}
