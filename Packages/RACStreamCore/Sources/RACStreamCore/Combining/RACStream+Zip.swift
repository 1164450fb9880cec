// The variadic `zip` of RAC 2.5's `+[RACStream zip:]`, written once on the
// primitives for 2 to 6 streams of any value types, giving tuples.
//
// Swift 6.3 cannot constrain every stream of a parameter pack to one family
// ("same-element requirements are not yet supported"), so the generic form
// is a set of overloads; `RACSignal` has a parameter-pack form of its own.

extension RACStream where Family: _RACStreamTypeConstructor {

  /// Zips streams into tuples: the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   p = (1, x), q = (2, y), r = (3, z)
  /// ```
  ///
  /// ![p = (1, x), q = (2, y), r = (3, z). a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-pair.svg)
  ///
  /// Two streams zip as ``RACStream/zip(with:)``. Three to six streams zip as RAC's
  /// `+zip:` does: through ``RACStream/zip(_:)`` over their values
  /// seen untyped (RAC's `id`), unpacked into a tuple at the end. Values
  /// wait until every stream has sent its n-th value. The result completes
  /// as soon as one stream has completed with no value left waiting; an
  /// error from any stream ends it at once; disposing the result disposes
  /// every subscription. Unpack the tuples with
  /// ``RACStream/reduceEach(_:)``.
  ///
  /// - Parameters:
  ///   - a: The first stream.
  ///   - b: The second stream.
  /// - Returns: A stream of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<A: RACStream, B: RACStream, R: RACStream>(_ a: A, _ b: B) -> R
  where
    Value == (A.Value, B.Value), R.Value == Value, R.Family == Family, R.Concrete == R,
    A.Family == Family, B.Family == Family
  {
    a.zip(with: b)
  }

  /// Zips 3 streams into tuples: the n-th values of all of them; see
  /// ``RACStream/zip(_:_:)``.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---s-t-|        s = (1, x, p), t = (2, y, q)
  /// ```
  ///
  /// ![s = (1, x, p), t = (2, y, q). a: 1, 2, then completed. b: x, y, then completed. c: p, q, then completed. result: s, t, then completed.](zip-tuple.svg)
  ///
  /// - Parameters:
  ///   - a: The first stream.
  ///   - b: The second stream.
  ///   - c: The third stream.
  /// - Returns: A stream of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<A: RACStream, B: RACStream, C: RACStream, R: RACStream>(_ a: A, _ b: B, _ c: C) -> R
  where
    Value == (A.Value, B.Value, C.Value), R.Value == Value, R.Family == Family, R.Concrete == R,
    A.Family == Family, B.Family == Family, C.Family == Family
  {
    _zipErased([_RACErasing(a), _RACErasing(b), _RACErasing(c)]) {
      ($0[0] as! A.Value, $0[1] as! B.Value, $0[2] as! C.Value)
    }
  }

  /// Zips 4 streams into tuples: the n-th values of all of them; see
  /// ``RACStream/zip(_:_:)``.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---s-t-|        s = (1, x, p), t = (2, y, q)
  /// ```
  ///
  /// ![s = (1, x, p), t = (2, y, q). a: 1, 2, then completed. b: x, y, then completed. c: p, q, then completed. result: s, t, then completed.](zip-tuple.svg)
  ///
  /// - Parameters:
  ///   - a: The first stream.
  ///   - b: The second stream.
  ///   - c: The third stream.
  ///   - d: The fourth stream.
  /// - Returns: A stream of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, R: RACStream>(
    _ a: A, _ b: B, _ c: C, _ d: D
  ) -> R
  where
    Value == (A.Value, B.Value, C.Value, D.Value), R.Value == Value, R.Family == Family, R.Concrete == R,
    A.Family == Family, B.Family == Family, C.Family == Family, D.Family == Family
  {
    _zipErased([_RACErasing(a), _RACErasing(b), _RACErasing(c), _RACErasing(d)]) {
      ($0[0] as! A.Value, $0[1] as! B.Value, $0[2] as! C.Value, $0[3] as! D.Value)
    }
  }

  /// Zips 5 streams into tuples: the n-th values of all of them; see
  /// ``RACStream/zip(_:_:)``.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---s-t-|        s = (1, x, p), t = (2, y, q)
  /// ```
  ///
  /// ![s = (1, x, p), t = (2, y, q). a: 1, 2, then completed. b: x, y, then completed. c: p, q, then completed. result: s, t, then completed.](zip-tuple.svg)
  ///
  /// - Parameters:
  ///   - a: The first stream.
  ///   - b: The second stream.
  ///   - c: The third stream.
  ///   - d: The fourth stream.
  ///   - e: The fifth stream.
  /// - Returns: A stream of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, R: RACStream>(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
  ) -> R
  where
    Value == (A.Value, B.Value, C.Value, D.Value, E.Value), R.Value == Value, R.Family == Family, R.Concrete == R,
    A.Family == Family, B.Family == Family, C.Family == Family, D.Family == Family, E.Family == Family
  {
    _zipErased([_RACErasing(a), _RACErasing(b), _RACErasing(c), _RACErasing(d), _RACErasing(e)]) {
      ($0[0] as! A.Value, $0[1] as! B.Value, $0[2] as! C.Value, $0[3] as! D.Value, $0[4] as! E.Value)
    }
  }

  // The marble examples find this declaration by its one-line signature.
  // swift-format-ignore
  /// Zips 6 streams into tuples: the n-th values of all of them; see
  /// ``RACStream/zip(_:_:)``.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---s-t-|        s = (1, x, p), t = (2, y, q)
  /// ```
  ///
  /// ![s = (1, x, p), t = (2, y, q). a: 1, 2, then completed. b: x, y, then completed. c: p, q, then completed. result: s, t, then completed.](zip-tuple.svg)
  ///
  /// - Parameters:
  ///   - a: The first stream.
  ///   - b: The second stream.
  ///   - c: The third stream.
  ///   - d: The fourth stream.
  ///   - e: The fifth stream.
  ///   - f: The sixth stream.
  /// - Returns: A stream of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, F: RACStream, R: RACStream>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> R
  where Value == (A.Value, B.Value, C.Value, D.Value, E.Value, F.Value), R.Value == Value, R.Family == Family, R.Concrete == R,
    A.Family == Family, B.Family == Family, C.Family == Family, D.Family == Family, E.Family == Family, F.Family == Family
  {
    _zipErased([_RACErasing(a), _RACErasing(b), _RACErasing(c), _RACErasing(d), _RACErasing(e), _RACErasing(f)]) { ($0[0] as! A.Value, $0[1] as! B.Value, $0[2] as! C.Value, $0[3] as! D.Value, $0[4] as! E.Value, $0[5] as! F.Value) }
  }

  /// RAC's `+zip:` over streams of different value types: zips their values
  /// seen untyped, then unpacks each array.
  static func _zipErased<R: RACStream>(
    _ streams: [any _RACErasableStream<Family>],
    unpack: @escaping ([Any]) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    Family._withStreamType(_RACZipErased<Family, R>(streams: streams, unpack: unpack))
  }
}

/// A stream that can become its family's stream of untyped values.
protocol _RACErasableStream<Family> {
  associatedtype Family: RACStreamFamily
  func erased<P: RACStream>(as type: P.Type) -> P
  where P.Value == Any, P.Family == Family, P.Concrete == P
}

/// Makes any stream a `_RACErasableStream`.
struct _RACErasing<S: RACStream>: _RACErasableStream {
  typealias Family = S.Family
  let stream: S

  init(_ stream: S) { self.stream = stream }

  func erased<P: RACStream>(as type: P.Type) -> P
  where P.Value == Any, P.Family == Family, P.Concrete == P {
    stream.map { $0 as Any }
  }
}

/// Zips untyped streams through the family's stream of untyped values.
struct _RACZipErased<Family: _RACStreamTypeConstructor, R: RACStream>: _RACStreamTypeVisitor
where R.Family == Family, R.Concrete == R {
  typealias Element = Any

  let streams: [any _RACErasableStream<Family>]
  let unpack: ([Any]) -> R.Value

  func visit<P: RACStream>(_: P.Type) -> R
  where P.Value == Any, P.Family == Family, P.Concrete == P {
    P.zip(streams.map { $0.erased(as: P.self) }, reduce: unpack)
  }
}

extension RACStream {
  /// RAC's `[RACStream zip:@[a, b] reduce:…]` written on the protocol:
  /// unavailable, so that the compiler answers with an error instead of
  /// crashing.
  ///
  /// `RACStream` is a protocol, and Swift calls no static method on a
  /// protocol's metatype: the typed reduce is `RACSignal.zip(a, b) { … }` or
  /// `RACSequence.zip(a, b) { … }`. Without this declaration, Swift 6.3
  /// fails on `RACStream.zip(a, b) { … }` with "failed to produce diagnostic
  /// for expression"; with it, the error is "static member 'zip' cannot be
  /// used on protocol metatype" (the porting article, "When the compiler
  /// says…").
  @available(*, unavailable, message: "call zip on the stream's type: RACSignal.zip(a, b) { … }")
  public static func zip<each S: RACStream, R>(
    _ streams: repeat each S, reduce: (repeat (each S).Value) -> R
  ) -> Never {
    fatalError("unavailable")
  }
}
