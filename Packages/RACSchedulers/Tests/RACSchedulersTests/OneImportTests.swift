// This file imports RACSchedulers alone: the layer re-exports RACDisposables,
// so a user writes one import.
import RACSchedulers
import Testing

@Suite struct OneImportTests {
  @Test func schedulersImportBringsDisposables() {
    let compound = RACCompoundDisposable()
    var ran = false
    if let scheduled = RACScheduler.immediate.schedule({ ran = true }) { compound.add(scheduled) }
    compound.dispose()
    #expect(ran)
    #expect(compound.isDisposed)
  }
}
