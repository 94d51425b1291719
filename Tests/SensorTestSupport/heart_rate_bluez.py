'''A BlueZ with heart-rate sensors, for Vitals' tests: python-dbusmock's bluez5 template
(adapters, devices, discovery) plus what a strap offers once connected — the GATT objects of
the Heart Rate service (0x180D, measurement 0x2A37, notify) and org.bluez.Battery1 — and
controls to push measurements, take a sensor out of range and bring it back.

Run it on a private bus (never the real system bus):

    DBUS_SYSTEM_BUS_ADDRESS=$ADDRESS /usr/bin/python3 -m dbusmock --template heart_rate_bluez.py

Controls, on org.bluez.Mock at /:
    AddHeartRateSensor(adapter, address, name, battery, optical) -> device path
    Notify(address, value: ay)          a Heart Rate Measurement notification (when notifying)
    SetInRange(address, in_range)       out of range: a connected sensor is lost, Connect fails
    SetBattery(address, percentage)
    StartPulse(address, interval_ms, value: ay)   the same notification every interval (a
                                        benchmark's steady 1 Hz sensor); StopPulse(address)
Adapters are added with bluez5's AddAdapter; power with Properties.Set(Adapter1, Powered).

Like BlueZ, the GATT objects exist while the device is connected: they are added (with
InterfacesAdded) before ServicesResolved turns true, and removed when it disconnects.
'''

import dbus
from dbusmock import OBJECT_MANAGER_IFACE, mockobject
from gi.repository import GLib
from dbusmock.templates import bluez5

BUS_NAME = bluez5.BUS_NAME
MAIN_OBJ = bluez5.MAIN_OBJ
SYSTEM_BUS = True
IS_OBJECT_MANAGER = True

MOCK_IFACE = bluez5.BLUEZ_MOCK_IFACE
DEVICE_IFACE = bluez5.DEVICE_IFACE
ADAPTER_IFACE = bluez5.ADAPTER_IFACE
SERVICE_IFACE = 'org.bluez.GattService1'
CHARACTERISTIC_IFACE = 'org.bluez.GattCharacteristic1'
BATTERY_IFACE = 'org.bluez.Battery1'

HEART_RATE_SERVICE = '0000180d-0000-1000-8000-00805f9b34fb'
HEART_RATE_MEASUREMENT = '00002a37-0000-1000-8000-00805f9b34fb'
BODY_SENSOR_LOCATION = '00002a38-0000-1000-8000-00805f9b34fb'
BATTERY_SERVICE = '0000180f-0000-1000-8000-00805f9b34fb'


def load(mock, parameters):
    bluez5.load(mock, parameters)
    # bluez5's own controls are registered only when it is the template itself.
    mock.AddMethods(MOCK_IFACE, [
        ('AddAdapter', 'ss', 's', bluez5.AddAdapter),
        ('RemoveAdapter', 's', '', bluez5.RemoveAdapter),
        ('AddDevice', 'sss', 's', bluez5.AddDevice),
        ('PairDevice', 'ssi', '', bluez5.PairDevice),
        ('AddHeartRateSensor', 'sssyb', 's', AddHeartRateSensor),
        ('Notify', 'say', '', Notify),
        ('SetInRange', 'sb', '', SetInRange),
        ('SetBattery', 'sy', '', SetBattery),
        ('StartPulse', 'suay', '', StartPulse),
        ('StopPulse', 's', '', StopPulse),
    ])


def _manager():
    return mockobject.objects['/']


def _device(address):
    for path, obj in mockobject.objects.items():
        props = obj.props.get(DEVICE_IFACE)
        if props is not None and str(props['Address']) == address:
            return obj
    raise dbus.exceptions.DBusException(f'No device {address}', name=MOCK_IFACE + '.NoSuchDevice')


def _emit_changed(obj, iface, changes):
    for name, value in changes.items():
        obj.props[iface][name] = value
    obj.EmitSignal(dbus.PROPERTIES_IFACE, 'PropertiesChanged', 'sa{sv}as',
                   [iface, dbus.Dictionary(changes, signature='sv'), dbus.Array([], signature='s')])


def AddHeartRateSensor(self, adapter, address, name, battery, optical):
    '''Adds an unconnected sensor that advertises the Heart Rate service.'''
    path = bluez5.AddDevice(self, adapter, address, name)
    device = mockobject.objects[path]
    # Its advertisement: the services it offers and how strong it is heard.
    _emit_changed(device, DEVICE_IFACE, {
        'UUIDs': dbus.Array([HEART_RATE_SERVICE, BATTERY_SERVICE], signature='s'),
        'RSSI': dbus.Int16(-58),
    })
    device.in_range = True
    device.optical = bool(optical)
    device.battery = int(battery)
    device.gatt_paths = []
    # Replaces bluez5's Connect/Disconnect (which leave the Connected property stale).
    device.AddMethods(DEVICE_IFACE, [('Connect', '', '', Connect), ('Disconnect', '', '', Disconnect)])
    return path


def _add_gatt(device):
    manager = _manager()
    device_path = device.path
    service = device_path + '/service000c'
    measurement = service + '/char000d'
    location = service + '/char000f'
    service_props = {
        'UUID': dbus.String(HEART_RATE_SERVICE),
        'Device': dbus.ObjectPath(device_path),
        'Primary': dbus.Boolean(True),
    }
    manager.AddObject(service, SERVICE_IFACE, service_props, [])
    measurement_props = {
        'UUID': dbus.String(HEART_RATE_MEASUREMENT),
        'Service': dbus.ObjectPath(service),
        'Value': dbus.Array([], signature='y'),
        'Notifying': dbus.Boolean(False),
        'Flags': dbus.Array(['notify'], signature='s'),
    }
    manager.AddObject(measurement, CHARACTERISTIC_IFACE, measurement_props, [
        ('StartNotify', '', '', StartNotify),
        ('StopNotify', '', '', StopNotify),
        ('ReadValue', 'a{sv}', 'ay', 'raise dbus.exceptions.DBusException("Not permitted", name="org.bluez.Error.NotPermitted")'),
    ])
    # Body sensor location: 1 = chest, 2 = wrist (an optical watch).
    location_props = {
        'UUID': dbus.String(BODY_SENSOR_LOCATION),
        'Service': dbus.ObjectPath(service),
        'Value': dbus.Array([dbus.Byte(2 if device.optical else 1)], signature='y'),
        'Flags': dbus.Array(['read'], signature='s'),
    }
    value = 2 if device.optical else 1
    manager.AddObject(location, CHARACTERISTIC_IFACE, location_props, [
        ('ReadValue', 'a{sv}', 'ay', f'ret = dbus.Array([dbus.Byte({value})], signature="y")'),
    ])
    device.gatt_paths = [location, measurement, service]
    for path, iface, props in ((service, SERVICE_IFACE, service_props),
                               (measurement, CHARACTERISTIC_IFACE, measurement_props),
                               (location, CHARACTERISTIC_IFACE, location_props)):
        manager.EmitSignal(OBJECT_MANAGER_IFACE, 'InterfacesAdded', 'oa{sa{sv}}',
                           [dbus.ObjectPath(path), {iface: props}])
    device.AddProperties(BATTERY_IFACE, {'Percentage': dbus.Byte(device.battery)})
    manager.EmitSignal(OBJECT_MANAGER_IFACE, 'InterfacesAdded', 'oa{sa{sv}}',
                       [dbus.ObjectPath(device_path), {BATTERY_IFACE: {'Percentage': dbus.Byte(device.battery)}}])


def _remove_gatt(device):
    manager = _manager()
    for path in device.gatt_paths:
        manager.RemoveObject(path)
        iface = SERVICE_IFACE if path.endswith('service000c') else CHARACTERISTIC_IFACE
        manager.EmitSignal(OBJECT_MANAGER_IFACE, 'InterfacesRemoved', 'oas',
                           [dbus.ObjectPath(path), dbus.Array([iface], signature='s')])
    device.gatt_paths = []
    if BATTERY_IFACE in device.props:
        del device.props[BATTERY_IFACE]
        manager.EmitSignal(OBJECT_MANAGER_IFACE, 'InterfacesRemoved', 'oas',
                           [dbus.ObjectPath(device.path), dbus.Array([BATTERY_IFACE], signature='s')])


def _disconnect(device):
    _remove_gatt(device)
    _emit_changed(device, DEVICE_IFACE, {
        'Connected': dbus.Boolean(False), 'ServicesResolved': dbus.Boolean(False)})


def Connect(device):
    if not device.in_range:
        raise dbus.exceptions.DBusException('le-connection-abort-by-local', name='org.bluez.Error.Failed')
    if bool(device.props[DEVICE_IFACE]['Connected']):
        raise dbus.exceptions.DBusException('Already Connected', name='org.bluez.Error.AlreadyConnected')
    _emit_changed(device, DEVICE_IFACE, {'Connected': dbus.Boolean(True)})
    _add_gatt(device)
    _emit_changed(device, DEVICE_IFACE, {'ServicesResolved': dbus.Boolean(True)})


def Disconnect(device):
    if not bool(device.props[DEVICE_IFACE]['Connected']):
        raise dbus.exceptions.DBusException('Not Connected', name='org.bluez.Error.NotConnected')
    _disconnect(device)


def StartNotify(characteristic):
    if bool(characteristic.props[CHARACTERISTIC_IFACE]['Notifying']):
        raise dbus.exceptions.DBusException('Already notifying', name='org.bluez.Error.InProgress')
    _emit_changed(characteristic, CHARACTERISTIC_IFACE, {'Notifying': dbus.Boolean(True)})


def StopNotify(characteristic):
    _emit_changed(characteristic, CHARACTERISTIC_IFACE, {'Notifying': dbus.Boolean(False)})


def Notify(self, address, value):
    '''Pushes one measurement value, as BlueZ does: a PropertiesChanged of Value.'''
    device = _device(address)
    measurement = [p for p in device.gatt_paths if p.endswith('char000d')]
    if not measurement:
        raise dbus.exceptions.DBusException(f'{address} is not connected', name=MOCK_IFACE + '.NotConnected')
    characteristic = mockobject.objects[measurement[0]]
    if not bool(characteristic.props[CHARACTERISTIC_IFACE]['Notifying']):
        return
    _emit_changed(characteristic, CHARACTERISTIC_IFACE,
                  {'Value': dbus.Array([dbus.Byte(b) for b in value], signature='y')})


def SetInRange(self, address, in_range):
    device = _device(address)
    device.in_range = bool(in_range)
    if not device.in_range and bool(device.props[DEVICE_IFACE]['Connected']):
        _disconnect(device)


def SetBattery(self, address, percentage):
    device = _device(address)
    device.battery = int(percentage)
    if BATTERY_IFACE in device.props:
        _emit_changed(device, BATTERY_IFACE, {'Percentage': dbus.Byte(device.battery)})



_pulses = {}


def StartPulse(self, address, interval_ms, value):
    StopPulse(self, address)
    payload = bytes(value)

    def beat():
        try:
            Notify(self, address, payload)
        except dbus.exceptions.DBusException:
            pass  # not connected now: the next beat may be
        return True
    _pulses[address] = GLib.timeout_add(int(interval_ms), beat)


def StopPulse(self, address):
    source = _pulses.pop(address, None)
    if source is not None:
        GLib.source_remove(source)
