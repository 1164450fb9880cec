import Foundation

extension FileHandle {
  /// Reads the receiver in the background until its end, starting at once,
  /// and sends (and replays) each chunk read, then completes.
  ///
  /// ```text
  /// writes: -a--b-c--|        (the writer closes the pipe at tick 9)
  /// result: -a--b-c--|
  /// ```
  ///
  /// Reading starts when this function is called, whether or not anything
  /// subscribes, on a background scheduler of its own; every subscriber,
  /// early or late, receives every chunk, then completion at the end of the
  /// file, or the read's error (a `POSIXError`). Each chunk is what one
  /// read finds available, sent as soon as it is read (a live stream's
  /// output arrives as it is written): at most 64 KiB, never empty; how the
  /// data is cut into chunks depends on the writer. Events are sent on the
  /// reading thread.
  ///
  /// - Returns: A hot signal replaying the chunks.
  /// - Note: ReactiveCocoa 2.x: `-[NSFileHandle rac_readInBackground]`
  ///   (RAC reads with `readInBackgroundAndNotify`, which needs a run loop;
  ///   see Docs/Decisions.md, "FileHandle reads on a scheduler").
  public func rac_readInBackground() -> RACSignal<Data> {
    let subject = RACReplaySubject<Data>()
    let descriptor = fileDescriptor
    subject._setName(.lazy { "<FileHandle: descriptor \(descriptor)> -rac_readInBackground" })
    RACScheduler.scheduler(priority: .default, name: "RACFoundation.rac_readInBackground").schedule { [self] in
      // One `read(2)` per chunk: it returns what is there as soon as there
      // is something (as RAC's `readInBackgroundAndNotify` posts what is
      // available), where `read(upToCount:)` waits for the whole count or
      // the end, holding a live stream's output back. `self` is kept until
      // the end, so that the descriptor stays open.
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { _racReadChunk(descriptor, into: $0) }
        if count > 0 {
          subject.sendNext(Data(buffer[0..<count]))
        } else if count == 0 {
          subject.sendCompleted()
          break
        } else if errno != EINTR {
          subject.sendError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
          break
        }
      }
      withExtendedLifetime(self) {}
    }
    return subject
  }
}

/// One `read(2)` of at most `buffer.count` bytes: the count read, 0 at the
/// end, or -1 with `errno` set. At file scope, where `read` is the C
/// function, not `FileHandle`'s methods.
private func _racReadChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
