import RACStreamCore
import Testing

func referenceMap<S: RACStream, U>(_ s: S, _ f: @escaping (S.Value) -> U) -> RACSignal<U> where S.Family == RACSignalFamily {
  s.map(f)
}

@Suite struct ResolutionTests {
  @Test func concreteAndGeneric() {
    let signal = RACSignal<Int> { s in s.sendNext(1); s.sendNext(2); s.sendCompleted(); return nil }
    var direct: [Int] = []
    signal.map { $0 * 10 }.map { $0 + 1 }.map { "\($0)" }.map { Int($0)! }.subscribeNext { direct.append($0) }
    var generic: [Int] = []
    referenceMap(signal) { $0 * 10 }.subscribeNext { generic.append($0) }
    #expect(direct == [11, 21])
    #expect(generic == [10, 20])
  }
}
