/// The transaction of the changes being made now, inside `withAnimation` or
/// `withTransaction`; views invalidated meanwhile update with it.
@MainActor
enum TransactionScope {
    static var current: Transaction?
}

/// Runs `body` and animates the changes it makes with `animation`, as in SwiftUI: every
/// view that updates because of a state change made in `body` updates with a transaction
/// carrying `animation` (see ``Animation`` for what GtkUI animates).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`; the views its state changes update update with `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = TransactionScope.current
    TransactionScope.current = transaction
    defer { TransactionScope.current = outer }
    return try body()
}

/// Runs `body` with `value` set at `keyPath` of the current transaction.
@MainActor
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = TransactionScope.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
