import Foundation
import RACSchedulers
import Testing

@Suite struct RACTestSchedulerTests {
  @Test func afterRunsInDateOrder() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    scheduler.afterDelay(2) { order.append(2) }
    scheduler.afterDelay(1) { order.append(1) }
    scheduler.stepAll()
    #expect(order == [1, 2])
    #expect(scheduler.now == RACTestScheduler.defaultStartDate.addingTimeInterval(2))
  }
}
