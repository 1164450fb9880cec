// This file imports RACCommand alone: the layer re-exports every layer
// beneath it, so subjects, operators and schedulers come with one import.
import RACCommand
import Testing

@Suite struct OneImportTests {
  @Test func commandImportBringsEveryLayer() {
    let subject = RACSubject<Int>()
    let command = RACCommand<Int, Int>(scheduler: RACScheduler.immediate) { input in
      subject.map { $0 + input }
    }
    var values: [Int] = []
    command.execute(10).subscribeNext { values.append($0) }
    subject.sendNext(1)
    subject.sendCompleted()
    #expect(values == [11])
  }
}
