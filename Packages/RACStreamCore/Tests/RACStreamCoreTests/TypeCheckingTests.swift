import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct TypeCheckingTests {
  /// A long chain of operators with literal closures and overloaded
  /// operators must type-check quickly: the generic RACStream algorithms are
  /// disfavored overloads, so the solver settles on RACSignal's concrete
  /// methods. (Without that, this expression did not type-check at all.)
  @Test func literalChainTypeChecks() {
    var total = 0
    just([1, 2, 3, 4]).map { $0 &* 3 }.filter { $0 % 2 == 0 }.map { $0 &+ 1 }
      .scan(withStart: 0, reduce: &+).distinctUntilChanged().skip(0).take(5)
      .subscribeNext { total &+= $0 }
    #expect(total == 7 + 20)
  }
}
