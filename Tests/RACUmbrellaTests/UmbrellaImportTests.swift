// This file imports the umbrella module alone: `import RAC` brings every layer.
import RAC
import Testing

@Suite struct UmbrellaImportTests {
  @Test func umbrellaImportBringsEveryLayer() {
    let subject = RACReplaySubject<Int>(capacity: 1)
    subject.sendNext(1)
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    compound.add(subject.map { $0 * 2 }.take(1).subscribeNext { values.append($0) })
    let scheduler: RACScheduler = RACTestScheduler()
    #expect(scheduler.now <= RACTestScheduler().now)
    #expect(values == [2])
  }
}
