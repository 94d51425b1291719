import Foundation
import VitalsCore

extension VitalsModel {
    /// Writes every sample to `file` as CSV (what `vitals export --samples` writes), off the
    /// main thread; ``notice`` then says how many were written, or why nothing was (the
    /// file is then left as it was). Returns the number written, or `nil` on failure.
    @discardableResult
    public func exportSamples(to file: URL) async -> Int? {
        guard let store else {
            notice = String(localized: "Nothing to export: the database cannot be opened.")
            return nil
        }
        let result = await Task.detached { () -> Result<Int, any Error> in
            Result { try store.exportSamples(to: .file(file)) }
        }.value
        switch result {
        case .success(let count):
            notice = String(localized: "Exported \(count) samples to \(file.lastPathComponent).")
            return count
        case .failure(let error):
            notice = String(localized: "The samples were not exported: \(String(describing: error))")
            return nil
        }
    }
}
