import RACDisposables
import RACSchedulers

/// A push-driven stream: the heart of ReactiveCocoa.
///
/// A signal is a recipe for events. Each subscription runs the recipe anew
/// (a *cold* signal) unless the signal is a subject or multicast (*hot*).
/// A subscriber receives `next* (error | completed)?`: any number of values,
/// then at most one terminal event, after which nothing more is delivered and
/// the subscription's disposables are disposed. Disposing the disposable that
/// `subscribe` returns stops delivery at once, from any thread.
///
/// Subscribing runs through `RACScheduler.subscription`, which runs the
/// subscription work at once on the subscribing thread.
///
/// ```swift
/// let signal = RACSignal<Int> { subscriber in
///   subscriber.sendNext(1)
///   subscriber.sendNext(2)
///   subscriber.sendCompleted()
///   return nil
/// }
/// signal.map { $0 * 10 }.subscribeNext { print($0) }  // 10, 20
/// ```
///
/// Signals, their subscribers and their disposables are `Sendable`: hand
/// them to a queue, a `Task` or another thread. The blocks you pass to
/// operators (`map`, `subscribeNext`, this initializer's) are not
/// `@Sendable`, as RAC's were plain blocks: they run on whatever thread
/// delivers the event, and you pick it with `deliver(on:)` or
/// `deliverOnMainThread()` (the RACSignalOperators catalog's "Swift
/// concurrency" article).
///
/// Subclass it and override ``subscribe(_:)`` to write a signal type of your
/// own; everything else is built on that method.
///
/// - Note: ReactiveCocoa 2.x: `RACSignal` (and `RACDynamicSignal`, whose
///   behaviour the base class has).
open class RACSignal<Value>: RACStream, @unchecked Sendable {
  // Safety: `didSubscribe` is immutable; `_name` is read and written only
  // inside `_RACStripedLock.withLock(for: self)` (no lock of its own: a
  // signal allocates nothing for its name).

  /// Signals belong to the signal family.
  public typealias Family = RACSignalFamily
  /// The canonical signal type for `Value`.
  public typealias Concrete = RACSignal<Value>

  private let didSubscribe: ((any RACSubscriber<Value>) -> RACDisposable?)?
  @exclusivity(unchecked) private var _name: _RACName.Kind

  /// Whether ``_sendInline(_:)`` sends this signal's values: set once, in
  /// `init`, by the signals of `return` and `empty` and by a stateless
  /// operator (`map`, `filter`) whose source sends inline, before the signal
  /// is seen by anyone (Docs/PerformanceHistory.md, "Synchronous chains").
  ///
  /// Not API: public for the library's higher layers.
  @exclusivity(unchecked) @usableFromInline final var _sendsInline = false

  /// Creates a signal that runs `didSubscribe` for each subscriber.
  ///
  /// `didSubscribe` receives the subscriber and returns a disposable that
  /// cleans up what it started (or `nil`). It runs through
  /// `RACScheduler.subscription`: at once, on the subscribing thread.
  /// The signal is named `+createSignal:`, as in ReactiveCocoa 2.5.
  ///
  /// - Parameter didSubscribe: The subscription work.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal createSignal:]`.
  public init(_ didSubscribe: @escaping (any RACSubscriber<Value>) -> RACDisposable?) {
    self.didSubscribe = didSubscribe
    // RAC 2.5 names a created signal after its selector. A literal this
    // short is stored inline in the `String`: nothing is allocated.
    self._name = .explicit("+createSignal:")
  }

  /// Creates a signal for a subclass that overrides ``subscribe(_:)``.
  public init() {
    self.didSubscribe = nil
    self._name = .custom
  }

  /// Creates a signal named by `name` (and, optionally, with a subscription
  /// block as in ``init(_:)``): the one initializer through which the
  /// library's signals are named (Docs/Internals.md, "Two ways to build an
  /// operator"). The name is stored without a lock, since nothing else
  /// sees the signal yet, and built only when read.
  ///
  /// Not API: public for the library's higher layers.
  public init(
    _name name: _RACName,
    _ didSubscribe: ((any RACSubscriber<Value>) -> RACDisposable?)? = nil
  ) {
    self.didSubscribe = didSubscribe
    self._name = name.kind
  }

  /// The source an operator's name is derived from, for a signal named
  /// `_RACName.operator(_:argument:suffix:)`; subclasses that use it
  /// override this.
  func _operatorNameSource() -> any _RACNameProviding {
    preconditionFailure("\(type(of: self)) must override _operatorNameSource()")
  }

  /// The name of a signal named ``_RACName/anonymous`` (the creation
  /// functions' signals, `_RACName.custom`); subclasses in this module
  /// override it.
  func _customName() -> String {
    "anonymous \(_racPublicTypeName(of: type(of: self)))"
  }

  /// Creates a signal that runs `didSubscribe` for each subscriber.
  ///
  /// - Parameter didSubscribe: The subscription work; see `init(_:)`.
  /// - Returns: A new cold signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal createSignal:]`.
  public static func createSignal(
    _ didSubscribe: @escaping (any RACSubscriber<Value>) -> RACDisposable?
  ) -> RACSignal<Value> {
    RACSignal(didSubscribe)
  }

  /// Subscribes `subscriber` to the signal: the primitive every other
  /// subscription method is built on. Subclasses override it.
  ///
  /// - Parameter subscriber: Receives the events.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribe:]`.
  @discardableResult
  open func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    let passthrough = _RACPassthroughSubscriber(subscriber, disposable: disposable)
    if let didSubscribe {
      let scheduling = RACScheduler.subscription.schedule {
        if let inner = didSubscribe(passthrough) { disposable.add(inner) }
      }
      if let scheduling { disposable.add(scheduling) }
    }
    return disposable
  }

  /// Sends this signal's values to `next` without subscribing, when
  /// subscribing would do nothing but send them and complete, at once and
  /// on this thread (the signals of `return` and `empty`, and `map` and
  /// `filter` applied to such a signal); otherwise does nothing.
  ///
  /// Lets `flattenMap` and `switchToLatest` take an inner `return(x)` or
  /// `empty()` without an inner subscriber (Docs/PerformanceHistory.md, "Round 3",
  /// HigherOrder.flattenMap), and lets a chain of `map` and `filter` on one be subscribed with
  /// no sink and no subscriber object (Docs/PerformanceHistory.md, "Synchronous
  /// chains"). Not overridable outside the module.
  ///
  /// Not API: public for the library's higher layers.
  ///
  /// - Returns: Whether the values were sent (the signal then counts as
  ///   subscribed to and completed).
  public func _sendInline(_ next: (Value) -> Void) -> Bool {
    false
  }

  /// Subscribes `subscriber` through this signal's stateless stage and then
  /// `predicate`, as one sink, when this signal is the signal of a `map` or
  /// a `filter` (Docs/Internals.md, "Stateless stages fused in pairs");
  /// otherwise does nothing. `filter` asks its source this when it is
  /// subscribed. Not overridable outside the module.
  ///
  /// Not API: public for the library's higher layers.
  ///
  /// - Parameters:
  ///   - predicate: The stage after this signal's: `filter`'s.
  ///   - subscriber: Receives what passes both stages.
  /// - Returns: The subscription to this signal's source, or `nil` when
  ///   this signal has no stage to fuse.
  public func _subscribe(
    thenFilter predicate: _RACPredicate<Value>, _ subscriber: any RACSubscriber<Value>
  ) -> RACDisposable? {
    nil
  }

  /// Subscribes `subscriber` through this signal's stateless stage and then
  /// `transform`, as one sink, when this signal is the signal of a `map` or
  /// a `filter`; otherwise does nothing. `map` asks its source this when it
  /// is subscribed (see ``_subscribe(thenFilter:_:)``).
  ///
  /// Not API: public for the library's higher layers.
  ///
  /// - Parameters:
  ///   - transform: The stage after this signal's: `map`'s.
  ///   - subscriber: Receives the values of both stages.
  /// - Returns: The subscription to this signal's source, or `nil` when
  ///   this signal has no stage to fuse.
  public func _subscribe<U>(
    thenMap transform: _RACTransform<Value, U>, _ subscriber: any RACSubscriber<U>
  ) -> RACDisposable? {
    nil
  }

  // MARK: Names

  /// The signal's name, for debugging. Operators name their signals as
  /// ReactiveCocoa does (`"[source] -map:"`), built only when read.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACStream.name`.
  public var name: String {
    get {
      let stored = _RACStripedLock.withLock(for: self) { _name }
      switch stored {
      case .explicit(let name): return name
      case .lazy(let build): return build()
      case .custom: return _customName()
      case .operator(let selector, let argument, let suffix):
        let argument = argument.map { String(describing: $0) } ?? ""
        return "[\(_operatorNameSource().name)] \(selector)\(argument)\(_RACNameSuffix.known[Int(suffix)])"
      case .derived(let parts):
        let source = parts.source ?? _operatorNameSource()
        let argument = parts.argument.map { String(describing: $0) } ?? ""
        return "[\(source.name)] \(parts.selector)\(argument)\(parts.suffix)"
      }
    }
    set { _RACStripedLock.withLock(for: self) { _name = .explicit(newValue) } }
  }

  /// Names a signal an operator just built from other operators (`merge`,
  /// `then`, `ignore`, …) by `name`, and returns it: the same
  /// ``_RACName`` a signal of the library's own is created with
  /// (``init(_name:_:)``), set under the signal's lock since the signal
  /// already exists.
  ///
  /// Not API: public for the library's higher layers.
  @discardableResult
  public func _setName(_ name: _RACName) -> Self {
    _RACStripedLock.withLock(for: self) { _name = name.kind }
    return self
  }

  /// Sets the signal's name and returns the signal, for chaining.
  ///
  /// - Parameter name: The new name.
  /// - Returns: The receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream setNameWithFormat:]`.
  @discardableResult
  public func setName(_ name: String) -> Self {
    self.name = name
    return self
  }
}

extension RACSignal: CustomStringConvertible {
  /// The signal's public type and its name, as
  /// `<RACSignal<String>: name = [+return: a] -filter:>`.
  ///
  /// The type is the first public class up the signal's class hierarchy
  /// (`RACSignal<Value>`, or a subject's `RACSubject<Value>`,
  /// `RACReplaySubject<Value>`, …, or a subclass of your own), never the
  /// library's internal class that implements an operator; the name is the
  /// one ReactiveCocoa gives it (see ``name``). Not overridable, so every
  /// subclass describes itself the same way.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal description]`.
  public var description: String { "<\(_racPublicTypeName(of: type(of: self))): name = \(name)>" }
}

/// How a signal is named: the one way the library names its signals,
/// given when a signal is created (`RACSignal.init(_name:_:)`, and the
/// operator signals' `selector:` and `name:` initializers, which make one)
/// or, for a signal an operator builds from other operators, set on it just
/// after (`RACSignal._setName(_:)`). The name is built only when read.
///
/// Not API: public for the library's higher layers.
public struct _RACName {
  /// The name's parts, stored in the signal.
  enum Kind {
    case explicit(String)
    case lazy(() -> String)
    /// Built by the signal's `_customName()`: no closure to allocate (by
    /// default, `"anonymous <type>"`).
    case custom
    /// `"[source] <selector><argument><suffix>"` for a signal that keeps its
    /// source itself (`_RACOperatorSignal`; the source comes from
    /// `_operatorNameSource()`), the suffix numbered
    /// (``_RACNameSuffix``): the common case, kept inline and allocating
    /// nothing when the signal is made.
    case `operator`(StaticString, Any?, UInt8)
    /// `"[source] <selector><argument><suffix>"`, as ReactiveCocoa names an
    /// operator's signal, built when read: the rarer derived names (a source
    /// the signal does not keep, or a suffix ``_RACNameSuffix`` does not
    /// number), whose parts are kept apart so that every signal stays small
    /// (kept inline, a source and a suffix made every signal, every subject
    /// included, 40 bytes larger; Docs/Performance.md, "Scaling").
    case derived(_RACDerivedName)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// A name built by `build` when it is read (`"+merge: [a, b]"`).
  ///
  /// - Parameter build: Builds the name.
  public static func lazy(_ build: @escaping () -> String) -> _RACName {
    _RACName(.lazy(build))
  }

  /// The name of an operator applied to `source`,
  /// `"[source name] <selector><argument><suffix>"`, built when read.
  ///
  /// - Parameters:
  ///   - source: The signal the operator was applied to.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-then:"`.
  ///   - argument: An argument shown after the selector, if any.
  ///   - suffix: Text after the argument.
  public static func derived(
    from source: any _RACNameProviding,
    _ selector: StaticString,
    argument: Any? = nil,
    suffix: StaticString = ""
  ) -> _RACName {
    _RACName(.derived(_RACDerivedName(source: source, selector: selector, argument: argument, suffix: suffix)))
  }

  /// No name: `"anonymous <type>"`, as a signal subclass of a client's own
  /// is named.
  public static var anonymous: _RACName { _RACName(.custom) }

  /// The name of an operator applied to the signal's source, which an
  /// operator signal keeps itself (`_RACOperatorSignal`).
  static func `operator`(_ selector: StaticString, argument: Any?, suffix: StaticString) -> _RACName {
    if let number = _RACNameSuffix.number(of: suffix) { return _RACName(.operator(selector, argument, number)) }
    return _RACName(.derived(_RACDerivedName(source: nil, selector: selector, argument: argument, suffix: suffix)))
  }
}

/// The suffixes operators put after their argument in their names
/// (`"-scanWithStart: 0 reduce:"`), numbered, so that an operator signal's
/// name keeps one byte for its suffix instead of a `StaticString` (17 bytes
/// in every signal). A suffix not listed here still works: its name's parts
/// are kept apart (``_RACName/Kind/derived(_:)``), one allocation more when
/// the signal is made.
enum _RACNameSuffix {
  /// The numbered suffixes; 0 is none.
  static let known: [StaticString] = ["", " reduce:", " reduceWithIndex:", " valuesPassingTest:"]

  /// The number of `suffix`, or `nil` when it is not listed.
  static func number(of suffix: StaticString) -> UInt8? {
    if suffix.utf8CodeUnitCount == 0 { return 0 }
    guard suffix.hasPointerRepresentation else { return nil }
    // A plain loop over the bytes, not `elementsEqual` over enumerated
    // candidates: this runs each time an operator with a suffix (`scan`'s
    // `" reduce:"`) makes its signal, and the generic comparison took a few
    // hundred instructions.
    let count = suffix.utf8CodeUnitCount
    let text = suffix.utf8Start
    for number in 1..<known.count {
      let candidate = known[number]
      guard candidate.utf8CodeUnitCount == count else { continue }
      let bytes = candidate.utf8Start
      var index = 0
      while index < count && bytes[index] == text[index] { index += 1 }
      if index == count { return UInt8(number) }
    }
    return nil
  }
}

/// The parts of a derived name (``_RACName/Kind/derived(_:)``), kept
/// apart from the signal.
final class _RACDerivedName {
  /// The source the name is derived from; `nil` for an operator signal's
  /// own source.
  let source: (any _RACNameProviding)?
  let selector: StaticString
  let argument: Any?
  let suffix: StaticString

  init(source: (any _RACNameProviding)?, selector: StaticString, argument: Any?, suffix: StaticString) {
    self.source = source
    self.selector = selector
    self.argument = argument
    self.suffix = suffix
  }
}

/// Something with a name: every signal. Lets an operator's signal name
/// itself after its source without capturing it in a closure.
///
/// Not API: public for the library's higher layers.
public protocol _RACNameProviding: AnyObject {
  /// The name.
  var name: String { get }
}

extension RACSignal: _RACNameProviding {}
