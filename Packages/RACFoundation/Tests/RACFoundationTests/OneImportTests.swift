// This file imports RACFoundation alone: the layer re-exports every layer
// beneath it, so operators and subjects come with one import.
import Foundation
import RACFoundation
import Testing

@Suite struct OneImportTests {
  @Test func foundationImportBringsEveryLayer() {
    let center = NotificationCenter()
    let name = Notification.Name("RACFoundationTests.oneImport")
    let replayed = RACReplaySubject<Int>()
    center.rac_addObserver(forName: name, object: nil).map { _ in 1 }.take(1).subscribe(replayed)
    center.post(name: name, object: nil)
    var values: [Int] = []
    replayed.subscribeNext { values.append($0) }
    #expect(values == [1])
  }
}
