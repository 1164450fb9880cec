import Foundation
import RACFoundation
import Testing

/// `FileHandle.rac_readInBackground()` on a real pipe and a real file.
@Suite(.timeLimit(.minutes(10))) struct FileHandleTests {
  @Test func readsAPipeInChunksToTheEnd() throws {
    let pipe = Pipe()
    let recording = Recording(pipe.fileHandleForReading.rac_readInBackground())
    // More than one chunk's worth, written in pieces from another thread.
    let pieces = (0..<5).map { index in Data(repeating: UInt8(index), count: 40_000) }
    let writer = pipe.fileHandleForWriting
    let writing = Thread {
      for piece in pieces { writer.write(piece) }
      try? writer.close()
    }
    writing.start()
    #expect(recording.waitUntilEnded())
    #expect(recording.error == nil)
    #expect(recording.completed)
    #expect(recording.values.count > 1)
    #expect(recording.values.allSatisfy { !$0.isEmpty && $0.count <= 64 * 1024 })
    #expect(recording.values.reduce(Data(), +) == pieces.reduce(Data(), +))
  }

  @Test func replaysEveryChunkToALateSubscriber() throws {
    let pipe = Pipe()
    let signal = pipe.fileHandleForReading.rac_readInBackground()
    pipe.fileHandleForWriting.write(Data("abc".utf8))
    try pipe.fileHandleForWriting.close()
    let first = Recording(signal)
    #expect(first.waitUntilEnded())
    let late = Recording(signal)
    #expect(late.waitUntilEnded())
    #expect(late.values.reduce(Data(), +) == Data("abc".utf8))
    #expect(late.values == first.values)
    #expect(late.completed)
  }

  @Test func readsAFileToItsEnd() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("file.bin")
      let bytes = Data((0..<200_000).map { UInt8($0 % 253) })
      try bytes.write(to: file)
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      let recording = Recording(handle.rac_readInBackground())
      #expect(recording.waitUntilEnded())
      #expect(recording.completed)
      #expect(recording.values.reduce(Data(), +) == bytes)
    }
  }

  @Test func sendsTheReadError() throws {
    try withTemporaryDirectory { directory in
      // A handle open for writing only: reading it fails.
      let file = directory.appendingPathComponent("write-only")
      try Data("x".utf8).write(to: file)
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      let recording = Recording(handle.rac_readInBackground())
      #expect(recording.waitUntilEnded())
      #expect(recording.error != nil)
      #expect(recording.values.isEmpty)
      #expect(!recording.completed)
    }
  }
}
