// Re-exports the layers beneath this one, so that one import is enough.
@_exported import RACDisposables
@_exported import RACSchedulers
@_exported import RACSignalOperators
@_exported import RACStreamCore
