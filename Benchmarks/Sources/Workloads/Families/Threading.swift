// The Threading family: delivering a synchronous source's values on a
// background serial scheduler (Threading.deliverOn, `deliver(on:)`). Each implementation's
// half is below its workload definition.
import Dispatch
import OpenCombine
import OpenCombineDispatch
import RACSchedulers
import RACSignalOperators
import RACStreamCore

extension Workloads {
  public static let threadingDeliverOn = Workload(
    name: "Threading.deliverOn",
    summary: "1M values hopped to a background serial queue, summed, completion awaited",
    events: chainCount, unit: "event", expected: triangle(chainCount))
}

extension Registry {
  static let threadingDeliverOn = Entry(
    Workloads.threadingDeliverOn, library: RACWorkloads.deliverOn,
    openCombine: OpenCombineWorkloads.deliverOn, plainLoop: PlainWorkloads.deliverOn)
}

// MARK: - This library

extension RACWorkloads {
  static let deliverOn = Half.run(runDeliverOn)

  /// Threading.deliverOn: a `createSignal` loop → deliver(on:) a background serial scheduler
  /// → sum; the calling thread waits for completion.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let scheduler = RACScheduler.scheduler(name: "bench.rac.deliverOn")
    let source = RACSignal<Int> { subscriber in
      for x in 0..<Workloads.chainCount { subscriber.sendNext(x) }
      subscriber.sendCompleted()
      return nil
    }
    let disposable = source.deliver(on: scheduler)
      .subscribeNext({ total.value &+= $0 }, completed: { done.signal() })
    done.wait()
    disposable.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let deliverOn = Half.run(runDeliverOn)

  /// Threading.deliverOn: a sequence publisher → receive(on:) a serial `DispatchQueue` → sum;
  /// the calling thread waits for completion.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "bench.opencombine.deliverOn")
    let cancellable = Publishers.Sequence<Range<Int>, Never>(sequence: 0..<Workloads.chainCount)
      .receive(on: queue.ocombine)
      .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { total.value &+= $0 })
    done.wait()
    cancellable.cancel()
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let deliverOn = Half.run(runDeliverOn)

  /// Threading.deliverOn: one `DispatchQueue.async` per value onto a serial queue; the calling
  /// thread waits for a final block.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "bench.plain.deliverOn")
    for x in 0..<Workloads.chainCount {
      queue.async { total.value &+= x }
    }
    queue.async { done.signal() }
    done.wait()
    return total.value
  }
}
