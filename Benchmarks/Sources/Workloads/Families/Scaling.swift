// The Scaling family (Docs/Performance.md, "Scaling"): shapes of work whose
// cost must grow linearly with their size — children of a compound
// disposable, live inner signals of merge and flattenMap, a subject's
// subscribers, subscriptions stopped by a shared trigger — and shapes that
// already do (replay, concat, a chain of maps, a sequence fold, the array
// combineLatest), each at 10^3, 10^4 and 10^5 elements (10^6 where cheap).
// Random orders come from `ScalingOrder`, the same for every half.
import OpenCombine
import RACDisposables
import RACSequence
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension ScalingProbe {
  /// The probes, in the order they run.
  public static let all: [ScalingProbe] = [
    compoundRemove, mergeLive, flattenMapLive, subjectChurn, takeUntilShared,
    replay, concat, mapChain, sequenceFold, combineLatestArray,
  ]

  static let compoundRemove = ScalingProbe(
    "Scaling.compoundRemove",
    summary: "a compound disposable: N adds, then N removals by token in random order",
    unit: "child", expected: { $0 },
    library: RACWorkloads.scalingCompoundRemove,
    openCombine: .notAvailable("OpenCombine has no compound disposable"))

  static let mergeLive = ScalingProbe(
    "Scaling.mergeLive",
    summary: "merge of N subjects; each sends once, then all complete in random order",
    unit: "inner", expected: { Workloads.triangle($0) + 1 },
    library: RACWorkloads.scalingMergeLive,
    openCombine: .run(OpenCombineWorkloads.scalingMergeLive))

  static let flattenMapLive = ScalingProbe(
    "Scaling.flattenMapLive",
    summary: "flattenMap to N live subjects; each sends once, then all complete in random order",
    unit: "inner", expected: { Workloads.triangle($0) + 1 },
    library: RACWorkloads.scalingFlattenMapLive,
    openCombine: .run(OpenCombineWorkloads.scalingFlattenMapLive))

  static let subjectChurn = ScalingProbe(
    "Scaling.subjectChurn",
    summary: "a subject: N subscriptions, one send, N disposals in random order",
    unit: "subscriber", expected: { $0 },
    library: RACWorkloads.scalingSubjectChurn,
    openCombine: .run(OpenCombineWorkloads.scalingSubjectChurn))

  static let takeUntilShared = ScalingProbe(
    "Scaling.takeUntilShared",
    summary: "N subscriptions to take(until:) on one source, stopped by one shared trigger",
    unit: "subscription", expected: { 2 * $0 },
    library: RACWorkloads.scalingTakeUntilShared,
    openCombine: .run(OpenCombineWorkloads.scalingTakeUntilShared))

  static let replay = ScalingProbe(
    "Scaling.replay",
    summary: "a replay subject records N values, then replays them to a new subscriber",
    unit: "value", sizes: extendedSizes, expected: { Workloads.triangle($0) },
    library: RACWorkloads.scalingReplay,
    openCombine: .notAvailable("OpenCombine has no replay subject"))

  static let concat = ScalingProbe(
    "Scaling.concat",
    summary: "concat of N one-value signals",
    unit: "signal", expected: { Workloads.triangle($0) },
    library: RACWorkloads.scalingConcat,
    openCombine: .run(OpenCombineWorkloads.scalingConcat))

  static let mapChain = ScalingProbe(
    "Scaling.mapChain",
    summary: "a chain of N maps on a subject: built, subscribed, one value through it",
    unit: "operator", expected: { $0 },
    library: RACWorkloads.scalingMapChain,
    openCombine: .notAvailable(
      "OpenCombine's chain of 10^4 type-erased maps crashed (segmentation fault) in this harness"))

  static let sequenceFold = ScalingProbe(
    "Scaling.sequenceFold",
    summary: "foldLeft over a sequence of N values",
    unit: "value", sizes: extendedSizes, expected: { Workloads.triangle($0) },
    library: RACWorkloads.scalingSequenceFold,
    openCombine: .notAvailable("OpenCombine has no pull-based sequence"))

  static let combineLatestArray = ScalingProbe(
    "Scaling.combineLatestArray",
    summary: "combineLatest of an array of N subjects; each sends once, then completes",
    unit: "input", expected: { Workloads.triangle($0) },
    library: RACWorkloads.scalingCombineLatestArray,
    openCombine: .notAvailable("OpenCombine's combineLatest takes at most 4 publishers"))
}

// MARK: - This library

extension RACWorkloads {
  static func scalingCompoundRemove(_ n: Int) -> Int {
    let compound = RACCompoundDisposable()
    var tokens: [RACCompoundDisposable.Token] = []
    tokens.reserveCapacity(n)
    for _ in 0..<n { tokens.append(compound.add(RACDisposable())) }
    for index in ScalingOrder.shuffled(n) { compound.remove(tokens[index]) }
    compound.dispose()
    return tokens.count { $0 != .none }
  }

  static func scalingMergeLive(_ n: Int) -> Int {
    let subjects = (0..<n).map { _ in RACSubject<Int>() }
    let total = Box()
    let disposable = RACSignal.merge(subjects).subscribeNext({ total.value &+= $0 }, completed: { total.value &+= 1 })
    for (index, subject) in subjects.enumerated() { subject.sendNext(index) }
    for index in ScalingOrder.shuffled(n) { subjects[index].sendCompleted() }
    disposable.dispose()
    return total.value
  }

  static func scalingFlattenMapLive(_ n: Int) -> Int {
    let subjects = (0..<n).map { _ in RACSubject<Int>() }
    let outer = RACSubject<Int>()
    let total = Box()
    let disposable = outer.flattenMap { subjects[$0] }
      .subscribeNext({ total.value &+= $0 }, completed: { total.value &+= 1 })
    for index in 0..<n { outer.sendNext(index) }
    outer.sendCompleted()
    for (index, subject) in subjects.enumerated() { subject.sendNext(index) }
    for index in ScalingOrder.shuffled(n) { subjects[index].sendCompleted() }
    disposable.dispose()
    return total.value
  }

  static func scalingSubjectChurn(_ n: Int) -> Int {
    let subject = RACSubject<Int>()
    let total = Box()
    let disposables = (0..<n).map { _ in subject.subscribeNext { total.value &+= $0 } }
    subject.sendNext(1)
    for index in ScalingOrder.shuffled(n) { disposables[index].dispose() }
    subject.sendNext(1)
    return total.value
  }

  static func scalingTakeUntilShared(_ n: Int) -> Int {
    let source = RACSubject<Int>()
    let trigger = RACSubject<Void>()
    let total = Box()
    let disposables = (0..<n).map { _ in
      source.take(until: trigger).subscribeNext({ total.value &+= $0 }, completed: { total.value &+= 1 })
    }
    source.sendNext(1)
    trigger.sendNext(())
    source.sendNext(1)
    disposables.forEach { $0.dispose() }
    return total.value
  }

  static func scalingReplay(_ n: Int) -> Int {
    let subject = RACReplaySubject<Int>()
    for value in 0..<n { subject.sendNext(value) }
    let total = Box()
    subject.subscribeNext { total.value &+= $0 }.dispose()
    return total.value
  }

  static func scalingConcat(_ n: Int) -> Int {
    let total = Box()
    RACSignal.concat((0..<n).map { RACSignal<Int>.return($0) })
      .subscribeNext { total.value &+= $0 }
      .dispose()
    return total.value
  }

  static func scalingMapChain(_ n: Int) -> Int {
    let ops = Ops.shared
    let subject = RACSubject<Int>()
    var chain: RACSignal<Int> = subject
    for _ in 0..<n { chain = chain.map(ops.increment) }
    let total = Box()
    let disposable = chain.subscribeNext { total.value &+= $0 }
    subject.sendNext(0)
    subject.sendCompleted()
    disposable.dispose()
    return total.value
  }

  static func scalingSequenceFold(_ n: Int) -> Int {
    Array(0..<n).racSequence.foldLeft(withStart: 0, reduce: Ops.shared.add)
  }

  static func scalingCombineLatestArray(_ n: Int) -> Int {
    let subjects = (0..<n).map { _ in RACSubject<Int>() }
    let total = Box()
    let disposable = RACSignal.combineLatest(subjects).subscribeNext { values in
      for value in values { total.value &+= value }
    }
    for (index, subject) in subjects.enumerated() { subject.sendNext(index) }
    for subject in subjects { subject.sendCompleted() }
    disposable.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static func scalingMergeLive(_ n: Int) -> Int {
    let subjects = (0..<n).map { _ in PassthroughSubject<Int, Never>() }
    let total = Box()
    // OpenCombine 0.14 has no MergeMany: a sequence of the subjects,
    // flattened (as RAC's merge is built).
    let cancellable = Publishers.Sequence<[PassthroughSubject<Int, Never>], Never>(sequence: subjects)
      .flatMap { $0 }
      .sink(receiveCompletion: { _ in total.value &+= 1 }, receiveValue: { total.value &+= $0 })
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    for index in ScalingOrder.shuffled(n) { subjects[index].send(completion: .finished) }
    cancellable.cancel()
    return total.value
  }

  static func scalingFlattenMapLive(_ n: Int) -> Int {
    let subjects = (0..<n).map { _ in PassthroughSubject<Int, Never>() }
    let outer = PassthroughSubject<Int, Never>()
    let total = Box()
    let cancellable = outer.flatMap { subjects[$0] }
      .sink(receiveCompletion: { _ in total.value &+= 1 }, receiveValue: { total.value &+= $0 })
    for index in 0..<n { outer.send(index) }
    outer.send(completion: .finished)
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    for index in ScalingOrder.shuffled(n) { subjects[index].send(completion: .finished) }
    cancellable.cancel()
    return total.value
  }

  static func scalingSubjectChurn(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let total = Box()
    let cancellables = (0..<n).map { _ in subject.sink { total.value &+= $0 } }
    subject.send(1)
    for index in ScalingOrder.shuffled(n) { cancellables[index].cancel() }
    subject.send(1)
    return total.value
  }

  static func scalingTakeUntilShared(_ n: Int) -> Int {
    let source = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let total = Box()
    let cancellables = (0..<n).map { _ in
      source.prefix(untilOutputFrom: trigger)
        .sink(receiveCompletion: { _ in total.value &+= 1 }, receiveValue: { total.value &+= $0 })
    }
    source.send(1)
    trigger.send(())
    source.send(1)
    cancellables.forEach { $0.cancel() }
    return total.value
  }

  static func scalingConcat(_ n: Int) -> Int {
    let total = Box()
    let cancellable = Publishers.Sequence<[Just<Int>], Never>(sequence: (0..<n).map { Just($0) })
      .flatMap(maxPublishers: .max(1)) { $0 }
      .sink { total.value &+= $0 }
    cancellable.cancel()
    return total.value
  }
}
