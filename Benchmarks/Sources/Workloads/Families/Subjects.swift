// The Subjects family (RACSubjects' subject types): one subject fanning out to
// many subscribers (Subjects.fanOut), and the memory of idle subscribers
// (Subjects.idleSubscribers). Each implementation's half is below its workload
// definition.
import OpenCombine
import RACStreamCore
import RACSubjects

extension Workloads {
  /// Subjects.fanOut: subscribers and sends.
  public static let fanOutSubscribers = 100
  public static let fanOutSends = 100_000

  public static let subjectsFanOut = Workload(
    name: "Subjects.fanOut",
    summary: "1 subject, 100 summing subscribers, 100k sends (10M deliveries)",
    events: fanOutSubscribers * fanOutSends, unit: "delivery",
    expected: fanOutSubscribers * triangle(fanOutSends))
}

extension Workloads {
  /// Subjects.idleSubscribers: idle subscribers of one subject.
  public static let idleSubscribers = 100_000

  public static let subjectsIdleSubscribers = Workload(
    name: "Subjects.idleSubscribers",
    summary: "1 subject, 100k idle subscribers (one shared block): bytes held per subscriber",
    events: idleSubscribers, unit: "subscription", expected: idleSubscribers)
}

extension Registry {
  static let subjectsIdleSubscribers = Entry(
    Workloads.subjectsIdleSubscribers, library: RACWorkloads.idleSubscribers,
    openCombine: OpenCombineWorkloads.idleSubscribers, plainLoop: PlainWorkloads.idleSubscribers)

  static let subjectsFanOut = Entry(
    Workloads.subjectsFanOut, library: RACWorkloads.fanOut,
    openCombine: OpenCombineWorkloads.fanOut, plainLoop: PlainWorkloads.fanOut)
}

// MARK: - This library

extension RACWorkloads {
  static let fanOut = Half.run(runFanOut)

  /// Subjects.fanOut: a `RACSubject` with 100 summing subscribers.
  static func runFanOut() -> Int {
    let subject = RACSubject<Int>()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    let disposables = sums.map { sum in subject.subscribeNext { sum.value &+= $0 } }
    for x in 0..<Workloads.fanOutSends {
      subject.sendNext(x)
    }
    subject.sendCompleted()
    disposables.forEach { $0.dispose() }
    return sums.reduce(0) { $0 &+ $1.value }
  }
}

extension RACWorkloads {
  static let idleSubscribers = Half.run(runIdleSubscribers)

  /// Subjects.idleSubscribers: 100k subscribers of one `RACSubject`, all with the same block;
  /// `MemoryProbe.live()` once all are subscribed; one send reaches each.
  static func runIdleSubscribers() -> Int {
    let subject = RACSubject<Int>()
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    var disposables: [RACDisposable] = []
    disposables.reserveCapacity(Workloads.idleSubscribers)
    for _ in 0..<Workloads.idleSubscribers {
      disposables.append(subject.subscribeNext(receive))
    }
    MemoryProbe.live()
    subject.sendNext(1)
    disposables.forEach { $0.dispose() }
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let fanOut = Half.run(runFanOut)

  /// Subjects.fanOut: a `PassthroughSubject` with 100 summing sinks.
  static func runFanOut() -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    let cancellables = sums.map { sum in subject.sink { sum.value &+= $0 } }
    for x in 0..<Workloads.fanOutSends {
      subject.send(x)
    }
    subject.send(completion: .finished)
    cancellables.forEach { $0.cancel() }
    return sums.reduce(0) { $0 &+ $1.value }
  }
}

extension OpenCombineWorkloads {
  static let idleSubscribers = Half.run(runIdleSubscribers)

  /// Subjects.idleSubscribers: 100k sinks of one `PassthroughSubject`, all with the same block.
  static func runIdleSubscribers() -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(Workloads.idleSubscribers)
    for _ in 0..<Workloads.idleSubscribers {
      cancellables.append(subject.sink(receiveValue: receive))
    }
    MemoryProbe.live()
    subject.send(1)
    cancellables.forEach { $0.cancel() }
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let fanOut = Half.run(runFanOut)

  /// Subjects.fanOut: a plain subject with 100 summing observers.
  static func runFanOut() -> Int {
    let subject = PlainSubject()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    for sum in sums {
      subject.subscribe { sum.value &+= $0 }
    }
    for x in 0..<Workloads.fanOutSends {
      subject.send(x)
    }
    return sums.reduce(0) { $0 &+ $1.value }
  }
}

extension PlainWorkloads {
  static let idleSubscribers = Half.run(runIdleSubscribers)

  /// Subjects.idleSubscribers's floor: the observer array of a plain subject, one closure each.
  static func runIdleSubscribers() -> Int {
    let subject = PlainSubject()
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    for _ in 0..<Workloads.idleSubscribers {
      subject.subscribe(receive)
    }
    MemoryProbe.live()
    subject.send(1)
    return total.value
  }
}
