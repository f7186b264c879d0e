import Foundation
import JournalKit

/// Where output goes, and whether it may be coloured.
struct Console {
    var stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    var stderrIsTerminal = isatty(STDERR_FILENO) == 1

    /// What the console learns as it runs: the first error writing to standard output (an
    /// errno), and whether each stream is coloured (then the colour codes of ``TextStyle``
    /// pass; any other control character is shown as a symbol, see ``VisibleText``).
    final class State: @unchecked Sendable {
        var failure: Int32?
        var colorOut = false
        var colorErr = false
    }
    let state = State()

    /// Whether standard output was closed when the program started (it then writes to
    /// /dev/null, so no file the program opens can take its place).
    static let stdoutWasClosed = openClosedStandardStreams()

    /// Writes `s` to standard output, control characters shown as symbols.
    func out(_ s: String) {
        guard state.failure == nil else { return }
        if Self.stdoutWasClosed { state.failure = EBADF; return }
        if let code = write(VisibleText.shown(s, colors: state.colorOut), to: STDOUT_FILENO) { state.failure = code }
    }

    /// Writes `bytes` to standard output as they are: a file's own text (`journal fmt`), whose
    /// tabs, CRs and any other byte are its own.
    func out(bytes: ArraySlice<UInt8>) {
        guard state.failure == nil else { return }
        if Self.stdoutWasClosed { state.failure = EBADF; return }
        if let code = bytes.withUnsafeBufferPointer({ write($0, to: STDOUT_FILENO) }) { state.failure = code }
    }

    /// Writes `s` to standard error, control characters shown as symbols.
    func err(_ s: String) { _ = write(VisibleText.shown(s, colors: state.colorErr), to: STDERR_FILENO) }

    /// Writes all of `s`; the errno when that fails.
    private func write(_ s: String, to fd: Int32) -> Int32? {
        var s = s
        return s.withUTF8 { write($0, to: fd) }
    }

    /// Writes all of `buf`; the errno when that fails.
    private func write(_ buf: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32? {
        var done = 0
        while done < buf.count {
            let n = Foundation.write(fd, buf.baseAddress! + done, buf.count - done)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            done += n
        }
        return nil
    }

    /// A sentence saying why standard output could not be written, or nil when it could (or
    /// when its reader has gone, as `journal report | head -1` does: that is no error).
    var outputProblem: String? {
        guard let code = state.failure, code != EPIPE else { return nil }
        return code == EBADF ? "cannot write to standard output: it is closed"
            : "cannot write to standard output: " + OutputFile.reason(code, "standard output")
    }

    /// Opens /dev/null on standard input, output and error where they are closed; whether
    /// standard output was.
    private static func openClosedStandardStreams() -> Bool {
        var stdoutClosed = false
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { stdoutClosed = true }
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd { dup2(null, fd); close(null) }
        }
        return stdoutClosed
    }

    /// The terminal's width in columns (80 when unknown), from `COLUMNS` or the terminal.
    func width(_ environment: [String: String]) -> Int {
        if let c = environment["COLUMNS"].flatMap(Int.init), c > 20 { return c }
        var w = winsize()
        if stdoutIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 20 { return Int(w.ws_col) }
        return 80
    }
}
