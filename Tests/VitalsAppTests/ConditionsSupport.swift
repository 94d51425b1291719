import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp
import StoreTestSupport

/// A database in a fresh temporary folder for conditions tests.
@MainActor
final class ConditionsDatabase {
    let folder: URL
    let database: URL
    /// Another program's write lock, while it holds one.
    private var lock: WriteLock?

    /// A database holding `texts`, in order; with `lockedByAnotherProgram`, another
    /// connection holds its write lock (until ``remove()``), so stores opened on it are
    /// read-only.
    init(_ texts: [String] = [], lockedByAnotherProgram: Bool = false) throws {
        folder = try freshTestFolder("vitals-conditions-tests")
        database = folder.appendingPathComponent("vitals.sqlite")
        if !texts.isEmpty { try store().addConditions(texts) }
        if lockedByAnotherProgram { lock = try WriteLock(on: database) }
    }

    /// Lets go of the write lock.
    func unlock() {
        lock?.release()
        lock = nil
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

    func remove() {
        unlock()
        try? FileManager.default.removeItem(at: folder)
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
