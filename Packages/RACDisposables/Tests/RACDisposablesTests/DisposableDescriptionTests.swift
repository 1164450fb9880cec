import RACDisposables
import Testing

/// Every disposable describes itself with its public type and whether it has
/// been disposed, in the style of a signal's description.
@Suite struct DisposableDescriptionTests {
  @Test func eachPublicTypeDescribesItself() {
    #expect(RACDisposable().description == "<RACDisposable: disposed = false>")
    #expect(RACDisposable {}.description == "<RACDisposable: disposed = false>")
    #expect(RACCompoundDisposable().description == "<RACCompoundDisposable: disposed = false>")
    #expect(RACSerialDisposable().description == "<RACSerialDisposable: disposed = false>")
    #expect(RACScopedDisposable(RACDisposable()).description == "<RACScopedDisposable: disposed = false>")
  }

  @Test func theDescriptionFollowsDisposal() {
    let compound = RACCompoundDisposable()
    compound.dispose()
    #expect(compound.description == "<RACCompoundDisposable: disposed = true>")
    let scoped = RACDisposable().asScopedDisposable()
    scoped.dispose()
    #expect("\(scoped)" == "<RACScopedDisposable: disposed = true>")
  }

  @Test func aSubclassOfTheAppsOwnKeepsItsNameAndAnInternalOneShowsItsPublicType() {
    #expect(AppDisposable().description == "<AppDisposable: disposed = false>")
    #expect(_HiddenDisposable().description == "<RACDisposable: disposed = false>")
  }
}

/// A subclass of the app's own.
private final class AppDisposable: RACDisposable, @unchecked Sendable {}

/// A subclass whose name marks it as not API: it shows as its superclass.
private final class _HiddenDisposable: RACDisposable, @unchecked Sendable {}
