// The umbrella module: `import RAC` brings every layer of the library.
@_exported import RACDisposables
@_exported import RACSchedulers
@_exported import RACStreamCore
@_exported import RACSignalOperators
@_exported import RACSubjects
@_exported import RACSequence
@_exported import RACCommand
@_exported import RACFoundation
