@_exported import RACCommand
// The umbrella module: `import RAC` brings every layer of the library.
@_exported import RACDisposables
@_exported import RACFoundation
@_exported import RACSchedulers
@_exported import RACSequence
@_exported import RACSignalOperators
@_exported import RACStreamCore
@_exported import RACSubjects
