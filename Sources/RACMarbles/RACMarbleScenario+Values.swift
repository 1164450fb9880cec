import Foundation
import RACSequence
import RACStreamCore
import RACTesting

/// Lines that are not timelines: a pulled sequence's values (`[a, b, c]`),
/// and what an operator returned (`a, success true, error nil`), for
/// sequences, folds and the operators that block or await.
extension RACMarbleScenario {
  // MARK: Sections

  /// Declares a further case of the same diagram: the lines declared in
  /// `body` are drawn after those of the cases before (its inputs, then
  /// its results), and may reuse their labels.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: a              first()
  /// self:   --#
  /// result: nil
  /// ```
  public func section(_ body: () throws -> Void) rethrows {
    groups += 1
    let outer = group
    group = groups
    defer { group = outer }
    try body()
  }

  // MARK: Sequences

  /// An input sequence drawn as its values: `values.racSequence`, written
  /// `[a, b, c]` (each value as ``text(of:)`` writes it).
  ///
  /// - Parameters:
  ///   - label: The line's label, such as `self`.
  ///   - values: The sequence's values.
  ///   - note: The text after the values.
  /// - Returns: The sequence (lazy, array-backed).
  public func sequence<Value>(_ label: String, _ values: [Value], note: String? = nil) -> RACSequence<Value> {
    let items = values.map(Self.item)
    addLine(label) { RACMarbleLine(label: label, marks: [], note: note, content: .sequence(items)) }
    return values.racSequence
  }

  /// Records `sequence`, an operator's result: drawn as its values, read
  /// (`array`) once the example has run.
  ///
  /// - Parameters:
  ///   - sequence: The operator's result; it must end.
  ///   - label: The line's label; `result` by default.
  ///   - note: The text after the values (the example's caption goes
  ///     after the last line when this is `nil`).
  public func record<Value>(_ sequence: RACSequence<Value>, label: String = "result", note: String? = nil) {
    addLine(label, result: true) {
      RACMarbleLine(label: label, marks: [], note: note, content: .sequence(sequence.array.map(Self.item)))
    }
  }

  // MARK: Returned values

  /// Draws `value`, what an operator returned at once (a fold's result),
  /// as a result line written as ``text(of:)`` writes it.
  ///
  /// - Parameters:
  ///   - value: The operator's result.
  ///   - label: The line's label; `result` by default.
  ///   - note: The text after the value.
  public func returned<Result>(_ value: Result, label: String = "result", note: String? = nil) {
    let text = Self.text(of: value)
    addLine(label, result: true) { RACMarbleLine(label: label, marks: [], note: note, content: .returned(text)) }
  }

  /// Runs a blocking operator on `signal` on a thread of its own while the
  /// test scheduler plays the inputs, and draws what it returned: its
  /// result as ``text(of:)`` writes it, `returns` for `Void`, or `throws #`.
  ///
  /// The run starts the operator, waits until it has subscribed to
  /// `signal`, plays the scheduler on the run's thread (so the blocked
  /// thread is never the one delivering), then waits until it returns.
  ///
  /// ```swift
  /// let source: RACSignal<String> = try m.cold("self", "--a-b-|")
  /// m.returned(by: source) { $0.first() }                    // a
  /// ```
  ///
  /// - Parameters:
  ///   - signal: The input.
  ///   - label: The line's label; `result` by default.
  ///   - note: The text after the value.
  ///   - operation: Applies the operator to the signal it is given.
  public func returned<Value, Result>(
    by signal: RACSignal<Value>,
    label: String = "result",
    note: String? = nil,
    _ operation: @escaping (RACSignal<Value>) throws -> Result
  ) {
    let waiter = RACMarbleWaiter("\(label): the blocking operator")
    // Safety (of `_RACMarbleUnchecked`): the operation runs once, on the
    // one thread started for it.
    let work = _RACMarbleUnchecked { [input = waiter.watchingSubscription(signal)] in
      waiter.finish(Self.outcome { try operation(input) })
    }
    waiter.start = { Thread { work.value() }.start() }
    addWaiter(waiter, label: label, note: note)
  }

  /// Runs an `async` operator on `signal` in a task (on a thread of the
  /// tool's, not the concurrency runtime's shared ones) while the test
  /// scheduler plays the inputs, and draws what it returned, as
  /// ``returned(by:label:note:_:)`` does.
  ///
  /// ```swift
  /// m.awaited(by: source) { try await $0.toArray() }         // [a, b] or throws #
  /// ```
  public func awaited<Value, Result>(
    by signal: RACSignal<Value>,
    label: String = "result",
    note: String? = nil,
    _ operation: @escaping (RACSignal<Value>) async throws -> Result
  ) {
    let waiter = RACMarbleWaiter("\(label): the awaiting operator")
    // Safety (of `_RACMarbleUnchecked`): the operation runs once, in the
    // one task started for it.
    let work = _RACMarbleUnchecked { [input = waiter.watchingSubscription(signal)] in
      do {
        let result = try await operation(input)
        waiter.finish(Self.outcome { result })
      } catch {
        waiter.finish(Self.outcome { throw error })
      }
    }
    waiter.start = {
      Task(executorPreference: RACMarbleTaskExecutor.shared) { await work.value() }
    }
    addWaiter(waiter, label: label, note: note)
  }

  /// Records a signal that sends from another thread (a background
  /// scheduler, a task iterating an `AsyncSequence`): the run waits until it
  /// has ended, then draws it as ``record(_:label:note:subscribeAt:disposeAt:subscriptions:disposal:length:symbol:)``
  /// does, at the virtual ticks its events came at. The run waits up to
  /// 15 minutes for the end: a task on the concurrency runtime's shared
  /// threads may wait that long for one of them under a busy test run.
  ///
  /// - Parameters:
  ///   - signal: The operator's result; it must end.
  ///   - label: The line's label; `result` by default.
  ///   - note: The text after the marbles.
  /// - Returns: The recorder.
  @discardableResult
  public func recordUntilEnd<Value>(_ signal: RACSignal<Value>, label: String = "result", note: String? = nil)
    -> RACTestRecorder<Value>
  {
    let waiter = RACMarbleWaiter("\(label): the signal", timeout: RACMarbleWaiter.sharedThreadsTimeout)
    waiters.append(waiter)
    return record(waiter.watchingEnd(signal), label: label, note: note)
  }

  // MARK: Writing values

  /// How a diagram writes a value: a string as itself (`a`), `nil`, an
  /// error as `#`, an array or a sequence as `[a, b]`, a tuple as `(1, a)`,
  /// anything else as its description.
  public static func text<Value>(of value: Value) -> String {
    if let sequence = value as? any _RACMarbleListed {
      return "[" + sequence.marbleItems.map { text(of: $0) }.joined(separator: ", ") + "]"
    }
    if let string = value as? String { return string }
    if value is any Error { return "#" }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { text(of: $0.value) } ?? "nil"
    case .collection:
      return "[" + mirror.children.map { text(of: $0.value) }.joined(separator: ", ") + "]"
    case .tuple:
      return "(" + mirror.children.map { text(of: $0.value) }.joined(separator: ", ") + ")"
    default:
      return String(describing: value)
    }
  }

  // MARK: Helpers

  /// Plays the example: starts the waiting operators, waits until they
  /// have subscribed, runs the scheduler, and waits until they are done.
  func play() throws {
    for waiter in waiters { waiter.start?() }
    for waiter in waiters { try waiter.awaitSubscription() }
    tester.run()
    for waiter in waiters { try waiter.awaitOutcome() }
  }

  private func addWaiter(_ waiter: RACMarbleWaiter, label: String, note: String?) {
    waiters.append(waiter)
    addLine(label, result: true) {
      RACMarbleLine(label: label, marks: [], note: note, content: .returned(try waiter.awaitOutcome()))
    }
  }

  static func item<Value>(_ value: Value) -> RACMarbleLine.Item {
    let text = text(of: value)
    return RACMarbleLine.Item(text: text, colour: text)
  }

  /// What an operation gave: its result's text, `returns` for `Void`, or
  /// `throws` and its error.
  static func outcome<Result>(_ body: () throws -> Result) -> String {
    do {
      let result = try body()
      return Result.self == Void.self ? "returns" : text(of: result)
    } catch {
      return "throws " + text(of: error)
    }
  }
}

/// A sequence a diagram writes as its values.
protocol _RACMarbleListed {
  /// The values, in order.
  var marbleItems: [Any] { get }
}

extension RACSequence: _RACMarbleListed {
  var marbleItems: [Any] { array.map { $0 } }
}

/// A value handed to another thread or task that runs it once.
struct _RACMarbleUnchecked<Value>: @unchecked Sendable {
  // Safety: see each use.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
