// The Filtering family (RACStreamCore's and RACSignalOperators' `Filtering/`):
// distinctUntilChanged on a subject (Filtering.distinctUntilChanged), the one
// filtering operator that keeps a value between events. Each implementation's
// half is below its workload definition.
import OpenCombine
import RACDisposables
import RACStreamCore
import RACSubjects

extension Workloads {
  /// Filtering.distinctUntilChanged: sends, and how many equal values follow one another.
  public static let distinctSends = 1_000_000
  public static let distinctRun = 4

  public static let filteringDistinctUntilChanged = Workload(
    name: "Filtering.distinctUntilChanged",
    summary: "1M subject sends, each value 4 times in a row → distinctUntilChanged → sum",
    events: distinctSends, unit: "event",
    expected: triangle(distinctSends / distinctRun))
}

extension Registry {
  static let filteringDistinctUntilChanged = Entry(
    Workloads.filteringDistinctUntilChanged, library: RACWorkloads.distinctUntilChanged,
    openCombine: OpenCombineWorkloads.distinctUntilChanged, plainLoop: PlainWorkloads.distinctUntilChanged)
}

// MARK: - This library

extension RACWorkloads {
  static let distinctUntilChanged = Half.run(runDistinctUntilChanged)

  /// Filtering.distinctUntilChanged: a `RACSubject` → distinctUntilChanged → subscribeNext sum.
  static func runDistinctUntilChanged() -> Int {
    let total = Box()
    let subject = RACSubject<Int>()
    let disposable = subject.distinctUntilChanged().subscribeNext { total.value &+= $0 }
    for x in 0..<Workloads.distinctSends {
      subject.sendNext(x / Workloads.distinctRun)
    }
    subject.sendCompleted()
    disposable.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let distinctUntilChanged = Half.run(runDistinctUntilChanged)

  /// Filtering.distinctUntilChanged: a `PassthroughSubject` → removeDuplicates → sink sum.
  static func runDistinctUntilChanged() -> Int {
    let total = Box()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.removeDuplicates().sink { total.value &+= $0 }
    for x in 0..<Workloads.distinctSends {
      subject.send(x / Workloads.distinctRun)
    }
    subject.send(completion: .finished)
    cancellable.cancel()
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let distinctUntilChanged = Half.run(runDistinctUntilChanged)

  /// Filtering.distinctUntilChanged: one observer closure of a plain subject, comparing with
  /// the last value it passed.
  static func runDistinctUntilChanged() -> Int {
    let total = Box()
    let last = Box(-1)
    let subject = PlainSubject()
    subject.subscribe { x in
      if x != last.value {
        last.value = x
        total.value &+= x
      }
    }
    for x in 0..<Workloads.distinctSends {
      subject.send(x / Workloads.distinctRun)
    }
    return total.value
  }
}
