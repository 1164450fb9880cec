// The generic contexts through which a concrete stream type's entry points
// run RACStream's algorithms (RACStream+Filtering.swift,
// RACStream+Combining.swift, RACStream+Transforming.swift).
//
// Inside `RACSignal.take(untilBlock:)` or `RACSequence.take(untilBlock:)`,
// `self.take(untilBlock:)` names the entry point itself: the concrete,
// non-generic method wins overload resolution over RACStream's
// `@_disfavoredOverload` algorithm, and the call would recurse. Inside a
// function generic over the stream only the protocol's algorithms are
// visible, so each function below calls the algorithm and nothing else. They
// are written once for every family: the result type `R` is any stream of the
// receiver's family, chosen by the caller's context (`RACSignal<U>` in
// RACSignal's entry points, `RACSequence<U>` in RACSequence's), so RACSignal
// and RACSequence (a package above this one) share them. `@inlinable`, so that
// a caller in another module reaches the algorithm exactly as a private
// function of its own would.
//
// Not API: public for RACSequence's entry points (Docs/Internals.md, "Where
// shared helpers live").

// MARK: - Filtering

/// RACStream's ``RACStream/ignore(_:)`` algorithm on `stream`.
@inlinable
public func _racIgnore<S: RACStream, R: RACStream>(_ stream: S, _ value: S.Value) -> R
where R.Family == S.Family, R.Value == S.Value, R.Concrete == R, S.Value: Equatable {
  stream.ignore(value)
}

/// RACStream's ``RACStream/take(_:)`` algorithm on `stream`.
@inlinable
public func _racTake<S: RACStream, R: RACStream>(_ stream: S, _ count: Int) -> R
where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.take(count)
}

/// RACStream's ``RACStream/skip(_:)`` algorithm on `stream`.
@inlinable
public func _racSkip<S: RACStream, R: RACStream>(_ stream: S, _ count: Int) -> R
where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.skip(count)
}

/// RACStream's ``RACStream/take(untilBlock:)`` algorithm on `stream`; with
/// the negated predicate, its ``RACStream/take(whileBlock:)`` (which RAC 2.5
/// and RACStream define as exactly that).
@inlinable
public func _racTakeUntilBlock<S: RACStream, R: RACStream>(
  _ stream: S, _ predicate: @escaping (S.Value) -> Bool
) -> R where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.take(untilBlock: predicate)
}

/// RACStream's ``RACStream/skip(untilBlock:)`` algorithm on `stream`; with
/// the negated predicate, its ``RACStream/skip(whileBlock:)`` (which RAC 2.5
/// and RACStream define as exactly that).
@inlinable
public func _racSkipUntilBlock<S: RACStream, R: RACStream>(
  _ stream: S, _ predicate: @escaping (S.Value) -> Bool
) -> R where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.skip(untilBlock: predicate)
}

/// RACStream's ``RACStream/distinctUntilChanged(by:)`` algorithm on `stream`.
@inlinable
public func _racDistinctUntilChanged<S: RACStream, R: RACStream>(
  _ stream: S, _ isEqual: @escaping (S.Value, S.Value) -> Bool
) -> R where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.distinctUntilChanged(by: isEqual)
}

// MARK: - Combining

/// RACStream's ``RACStream/start(with:)`` algorithm on `stream`.
@inlinable
public func _racStartWith<S: RACStream, R: RACStream>(_ stream: S, _ value: S.Value) -> R
where R.Family == S.Family, R.Value == S.Value, R.Concrete == R {
  stream.start(with: value)
}

/// RACStream's ``RACStream/zip(_:)`` algorithm on `streams`.
@inlinable
public func _racZip<S: RACStream, R: RACStream>(_ streams: [S]) -> R
where R.Family == S.Family, R.Value == [S.Value], R.Concrete == R, S.Family: _RACStreamTypeConstructor {
  S.zip(streams)
}

/// RACStream's ``RACStream/zip(_:reduce:)`` algorithm on `streams`.
@inlinable
public func _racZip<S: RACStream, R: RACStream>(
  _ streams: [S], _ reduceBlock: @escaping ([S.Value]) -> R.Value
) -> R where R.Family == S.Family, R.Concrete == R, S.Family: _RACStreamTypeConstructor {
  S.zip(streams, reduce: reduceBlock)
}

/// RACStream's ``RACStream/combinePrevious(withStart:reduce:)`` algorithm on
/// `stream`.
@inlinable
public func _racCombinePrevious<S: RACStream, R: RACStream>(
  _ stream: S, _ start: S.Value, _ reduceBlock: @escaping (S.Value, S.Value) -> R.Value
) -> R where R.Family == S.Family, R.Concrete == R, S.Family: _RACStreamTypeConstructor {
  stream.combinePrevious(withStart: start, reduce: reduceBlock)
}

// MARK: - Transforming

/// RACStream's ``RACStream/mapReplace(_:)`` algorithm on `stream`.
@inlinable
public func _racMapReplace<S: RACStream, R: RACStream>(_ stream: S, _ value: R.Value) -> R
where R.Family == S.Family, R.Concrete == R {
  stream.mapReplace(value)
}

/// RACStream's ``RACStream/reduceEach(_:)`` algorithm on `stream`.
@inlinable
public func _racReduceEach<S: RACStream, each T, R: RACStream>(
  _ stream: S, _ block: @escaping (repeat each T) -> R.Value
) -> R where S.Value == (repeat each T), R.Family == S.Family, R.Concrete == R {
  stream.reduceEach(block)
}

/// RACStream's ``RACStream/scan(withStart:reduce:)`` algorithm on `stream`.
@inlinable
public func _racScan<S: RACStream, R: RACStream>(
  _ stream: S, _ start: R.Value, _ reduce: @escaping (R.Value, S.Value) -> R.Value
) -> R where R.Family == S.Family, R.Concrete == R {
  stream.scan(withStart: start, reduce: reduce)
}

/// RACStream's ``RACStream/scan(withStart:reduceWithIndex:)`` algorithm on
/// `stream`.
@inlinable
public func _racScanWithIndex<S: RACStream, R: RACStream>(
  _ stream: S, _ start: R.Value, _ reduce: @escaping (R.Value, S.Value, Int) -> R.Value
) -> R where R.Family == S.Family, R.Concrete == R {
  stream.scan(withStart: start, reduceWithIndex: reduce)
}
