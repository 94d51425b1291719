import Foundation
import Testing
@testable import VitalsCore

/// Advice that fits the failure: no `chmod` for a read-only file system.
@Suite struct StoreErrorWordingTests {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals")

    @Test func aReadOnlyFileSystemIsNamedAndAnotherDatabaseSuggested() {
        let message = StoreError.dataDirectoryUnavailable(directory: folder, reason: "Read-only file system").message
        #expect(message.contains("the file system there is read-only"), "\(message)")
        #expect(message.contains("--database"))
        #expect(!message.contains("chmod"))
    }

    @Test func permissionsStillGetChmodAdvice() {
        let denied = StoreError.dataDirectoryUnavailable(directory: folder, reason: "Permission denied").message
        #expect(denied.contains("chmod u+w"))
        let readOnly = StoreError.databaseReadOnly(
            database: folder.appendingPathComponent("vitals.sqlite"), reason: "attempt to write a readonly database").message
        #expect(readOnly.contains("chmod u+w"), "a writable file system (the temporary folder): permissions are the cause")
    }
}
