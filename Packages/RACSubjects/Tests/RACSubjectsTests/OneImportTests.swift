// This file imports RACSubjects alone: the layer re-exports every layer
// beneath it, so subjects and every operator come with one import.
import RACSubjects
import Testing

@Suite struct OneImportTests {
  @Test func subjectsImportBringsEveryLayer() {
    let subject = RACSubject<Int>()
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    compound.add(subject.map { $0 + 1 }.subscribeNext { values.append($0) })
    subject.sendNext(1)
    subject.sendCompleted()
    #expect(values == [2])
  }
}
