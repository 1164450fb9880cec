import Testing

@testable import RACDisposables

/// The list behind a compound disposable's inline slots, white-box: the
/// entries of removed children are reused before the array grows, so a
/// long-lived compound whose children come and go (a `flatten` of many
/// inner signals) keeps a list of the size of its live children
/// (Docs/Internals.md, "Children in constant time").
@Suite struct ChildListTests {
  @Test func anEntryFreedByARemovalIsTheNextOneTaken() {
    var list = _RACChildList()
    let first = list.append(RACDisposable())
    let second = list.append(RACDisposable())
    _ = list.append(RACDisposable())
    #expect(list.remove(entry: second.entry, generation: second.generation) != nil)
    let next = list.append(RACDisposable())
    #expect(next.entry == second.entry)
    #expect(next.generation != second.generation, "a stale token finds another generation")
    #expect(list.remove(entry: first.entry, generation: first.generation) != nil)
    #expect(list.append(RACDisposable()).entry == first.entry)
  }

  @Test func childrenComingAndGoingReuseTheSameEntries() {
    var list = _RACChildList()
    let kept = list.append(RACDisposable())
    var entries = Set<Int>()
    for _ in 0..<10_000 {
      let added = (list.append(RACDisposable()), list.append(RACDisposable()))
      entries.insert(added.0.entry)
      entries.insert(added.1.entry)
      #expect(list.remove(entry: added.1.entry, generation: added.1.generation) != nil)
      #expect(list.remove(entry: added.0.entry, generation: added.0.generation) != nil)
    }
    #expect(entries.count == 2, "two entries, taken again and again")
    #expect(!entries.contains(kept.entry))
  }
}
