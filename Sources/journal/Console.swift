import Foundation

/// Where output goes, and whether it may be coloured.
struct Console {
    var stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    var stderrIsTerminal = isatty(STDERR_FILENO) == 1

    func out(_ s: String) { write(s, to: STDOUT_FILENO) }
    func err(_ s: String) { write(s, to: STDERR_FILENO) }

    private func write(_ s: String, to fd: Int32) {
        var s = s
        s.withUTF8 { buf in
            var done = 0
            while done < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + done, buf.count - done)
                if n <= 0 { break }
                done += n
            }
        }
    }

    /// The terminal's width in columns (80 when unknown), from `COLUMNS` or the terminal.
    func width(_ environment: [String: String]) -> Int {
        if let c = environment["COLUMNS"].flatMap(Int.init), c > 20 { return c }
        var w = winsize()
        if stdoutIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 20 { return Int(w.ws_col) }
        return 80
    }
}

/// A problem with the command line: exit code 2.
struct UsageError: Error {
    var message: String
    var command: String?
}
