import Foundation
import GRDB
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// A database in a fresh temporary folder for conditions tests.
@MainActor
final class ConditionsDatabase {
    private static var counter = 0
    let folder: URL
    let database: URL

    /// A database holding `texts`, in order.
    init(_ texts: [String] = []) throws {
        Self.counter += 1
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitals-conditions-tests-\(getpid())-\(Self.counter)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("vitals.sqlite")
        if !texts.isEmpty { try store().addConditions(texts) }
    }

    /// A store over the database (another connection each time).
    func store() throws -> VitalsStore {
        try VitalsStore.open(at: database, options: .init(busyTimeout: 0.2))
    }

    /// The models made by ``model()``, whose writes ``stored()`` waits for.
    private var models: [ConditionsModel] = []

    /// A model over a new store.
    func model() throws -> ConditionsModel {
        let model = ConditionsModel(store: try store())
        models.append(model)
        return model
    }

    /// What the database holds once the models' writes so far are done, read through a
    /// new connection.
    func stored() throws -> [MedicalConditionRecord] {
        for model in models { model.waitUntilSaved() }
        return try store().conditions()
    }

    func storedTexts() throws -> [String] { try stored().map(\.text) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Another program holding a database's write lock, so that a store opened meanwhile is
/// read-only.
struct DatabaseWriteLock {
    private let connection: DatabaseQueue

    init(on database: URL) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        connection = try DatabaseQueue(path: database.path, configuration: configuration)
        try connection.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    }

    func release() {
        try? connection.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }
}

extension ConditionsModel {
    var texts: [String] { conditions.map(\.text) }
}

/// Seconds since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
