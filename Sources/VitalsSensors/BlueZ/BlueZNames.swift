import VitalsCore

/// The names BlueZ and the Bluetooth Heart Rate and Battery services use on D-Bus.
enum BlueZNames {
    static let service = "org.bluez"
    static let objectManager = "org.freedesktop.DBus.ObjectManager"
    static let properties = "org.freedesktop.DBus.Properties"
    static let adapter = "org.bluez.Adapter1"
    static let device = "org.bluez.Device1"
    static let gattService = "org.bluez.GattService1"
    static let gattCharacteristic = "org.bluez.GattCharacteristic1"
    static let battery = "org.bluez.Battery1"

    /// The Heart Rate service (0x180D).
    static let heartRateService = HeartRateMeasurement.serviceUUID
    /// Its Heart Rate Measurement characteristic (0x2A37), which notifies.
    static let heartRateMeasurement = HeartRateMeasurement.characteristicUUID
    /// Its Body Sensor Location characteristic (0x2A38): 1 chest, 2 wrist, …
    static let bodySensorLocation = "00002a38-0000-1000-8000-00805f9b34fb"
    // The Battery service needs no name here: BlueZ's battery plugin takes it and offers
    // org.bluez.Battery1 on the device instead of its GATT objects.
}
