import Foundation
import RAC

/// Shows RACSequence at work: a lazy infinite sequence, and a sequence turned
/// into a signal and back.
func sequenceTour() {
  section("RACSequence: a lazy infinite sequence")
  var computed = 0
  let naturals = (0...).racSequence
  let evens = naturals.map { value -> Int in
    computed += 1
    return value * 2
  }
  print("  built (0...).racSequence.map { $0 * 2 }: \(computed) values computed")
  print("  take(5): \(evens.take(5).array); \(computed) values computed")
  print("  read again: \(evens.take(5).array); still \(computed) (each value is computed once)")
  let firstBig = evens.objectPassingTest { $0 > 100 } ?? -1
  print("  first even above 100: \(firstBig)")

  section("RACSequence: to a signal and back")
  let words = ["pull", "push", "pull"].racSequence
  let scheduler = RACTestScheduler()
  var sent: [String] = []
  scheduler.schedule {
    words.signal(with: scheduler).subscribeNext { sent.append($0) }
  }
  scheduler.stepAll()
  print("  signal(with:) sent one value per step: \(sent)")
  let back = words.signal(with: .immediate).map { $0.uppercased() }.sequence
  print("  and back with RACSignal.sequence: \(back.array)")
  print("  folded: \(back.foldLeft(withStart: "") { $0.isEmpty ? $1 : $0 + " " + $1 })")
}
