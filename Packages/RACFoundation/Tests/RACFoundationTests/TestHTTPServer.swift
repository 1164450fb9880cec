import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("TestHTTPServer needs POSIX sockets")
#endif

/// A tiny HTTP/1.1 server on a POSIX socket, bound to 127.0.0.1 on a port
/// the system picks, for testing the URL bridge against a real connection.
///
/// Each connection is served on a thread of its own: the server reads the
/// request head, then, by path:
/// - `/hang`: answers nothing, and waits until the client closes the
///   connection (then signals ``closedWithoutAnswer``);
/// - `/status/<code>`: answers that status, with the body `status <code>`;
/// - `/bytes/<hex>`: `200`, with the bytes the hex digits spell as the body
///   (a body that is not UTF-8 text);
/// - anything else: `200`, with the body `hello <path>`.
final class TestHTTPServer: @unchecked Sendable {
  // Safety: `listener` and `port` are set in `init` and never change;
  // `requests` is only touched under `lock`; the semaphores are thread-safe.
  private let listener: Int32
  let port: Int
  private let lock = NSLock()
  private var requests = 0
  /// Signalled each time the server has read a request head.
  let requestReceived = DispatchSemaphore(value: 0)
  /// Signalled each time a `/hang` connection is closed by the client.
  let closedWithoutAnswer = DispatchSemaphore(value: 0)

  init() throws {
    #if canImport(Glibc) || canImport(Musl)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw POSIXError(.EBADF) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// How many requests the server has read.
  var requestCount: Int { lock.withLock { requests } }

  /// Stops accepting connections.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 { return }
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let path = readRequestPath(connection) else { return }
    lock.withLock { requests += 1 }
    requestReceived.signal()
    if path == "/hang" {
      var byte: UInt8 = 0
      // Blocks until the client closes (0) or resets (-1) the connection.
      while recv(connection, &byte, 1, 0) > 0 {}
      closedWithoutAnswer.signal()
      return
    }
    var status = 200
    var body = Array("hello \(path)".utf8)
    if path.hasPrefix("/status/"), let code = Int(path.dropFirst("/status/".count)) {
      status = code
      body = Array("status \(code)".utf8)
    } else if path.hasPrefix("/bytes/") {
      let hex = Array(path.dropFirst("/bytes/".count))
      body = stride(from: 0, to: hex.count - 1, by: 2).compactMap { UInt8(String(hex[$0...$0 + 1]), radix: 16) }
    }
    let head =
      "HTTP/1.1 \(status) Test\r\nContent-Type: text/plain\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    let bytes = Array(head.utf8) + body
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return }
      sent += count
    }
  }

  /// Reads up to the end of the request head; returns the request's path.
  private func readRequestPath(_ connection: Int32) -> String? {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while String(decoding: head, as: UTF8.self).range(of: "\r\n\r\n") == nil {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return nil }
      head += buffer[..<count]
    }
    let requestLine = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = requestLine.split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }
}
