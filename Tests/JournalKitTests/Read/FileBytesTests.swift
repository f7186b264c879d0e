import XCTest
@testable import JournalKit

final class FileBytesTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "file-bytes-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = dir + "/" + name
        try! Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func problem(_ read: Result<FileBytes, FileBytes.Problem>) -> FileBytes.Problem? {
        if case .failure(let p) = read { return p }
        return nil
    }

    /// A part read for the last time gives back its whole pages; the bytes around them stay.
    func testReleasedPagesLeaveTheOtherBytesAsRead() throws {
        let page = Int(getpagesize())
        let text = (0..<(5 * page)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let file = try FileBytes.read(path: write("pages.md", text)).get()
        // The parser blanks bytes in place (comments): such a change stays outside the pages released.
        file.withBytes { $0[page / 2] = UInt8(ascii: " ") }
        // From the middle of the first page to the middle of the fourth: pages 1 and 2 go.
        file.release(page / 2 + 1..<3 * page + page / 2)
        file.withBytes { bytes in
            XCTAssertEqual(bytes.count, text.count)
            XCTAssertEqual(bytes[page / 2], UInt8(ascii: " "))
            for i in bytes.indices where i != page / 2 && !(page..<3 * page).contains(i) { XCTAssertEqual(bytes[i], text[i], "byte \(i)") }
        }
    }

    func testTextInMemoryReadsAsGiven() {
        let file = FileBytes(bytes: Array("## 2026-11-21\n".utf8))
        file.withBytes { XCTAssertEqual(Array($0), Array("## 2026-11-21\n".utf8)) }
        XCTAssertEqual(FileBytes(bytes: []).count, 0)
    }

    /// Counts the calls of a stand-in for `pread`, which may be made on two threads at once.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        /// The number of this call, from 1.
        func next() -> Int { lock.withLock { count += 1; return count } }
    }

    /// What reading a file of `size` bytes in pieces of 10,000 gives when `change` is done to it
    /// after the first piece.
    func readChanged(_ name: String, size: Int = 100_000, _ change: @escaping @Sendable (String) -> Void) -> FileBytes.Problem? {
        let path = write(name, Array(repeating: UInt8(ascii: "x"), count: size))
        let calls = Calls()
        let read = FileBytes.read(path: path) { fd, p, n, offset in
            if calls.next() == 2 { change(path) }
            return pread(fd, p, min(n, 10_000), off_t(offset))
        }
        return problem(read)
    }

    /// The file is cut short while it is read (an editor saving by truncating, then writing).
    func testAFileCutShortWhileReadHasChanged() {
        XCTAssertEqual(readChanged("cut.md") { truncate($0, 0) }, .changed)
    }

    func testAFileThatGrowsWhileReadHasChanged() {
        XCTAssertEqual(readChanged("grows.md") { path in
            guard let h = FileHandle(forWritingAtPath: path) else { return }
            h.seekToEndOfFile()
            h.write(Data("more\n".utf8))
            try? h.close()
        }, .changed)
    }

    /// Rewritten in place with as many bytes: only its modification time tells.
    func testAFileRewrittenWhileReadHasChanged() {
        XCTAssertEqual(readChanged("rewritten.md") {
            try? FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 86_400)], ofItemAtPath: $0)
        }, .changed)
    }

    func testShortReadsThatAddUpAreFine() throws {
        let text = (0..<100_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let file = try FileBytes.read(path: write("short.md", text)) { fd, p, n, offset in pread(fd, p, min(n, 777), off_t(offset)) }.get()
        file.withBytes { XCTAssertEqual(Array($0), text) }
    }

    /// Read as an array (what a writing command keeps), a file is checked the same way.
    func testAnArrayIsReadAndCheckedAsTheFileIs() throws {
        let text = (0..<100_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = write("array.md", text)
        XCTAssertEqual(try FileBytes.readArray(path: path) { fd, p, n, offset in pread(fd, p, min(n, 777), off_t(offset)) }.get(), text)
        XCTAssertEqual(try FileBytes.readArray(path: write("empty.md", [])).get(), [])
        let calls = Calls()
        let cut = FileBytes.readArray(path: path) { fd, p, n, offset in
            if calls.next() == 2 { truncate(path, 0) }
            return pread(fd, p, min(n, 10_000), off_t(offset))
        }
        guard case .failure(.changed) = cut else { return XCTFail("a file cut short while read: \(cut)") }
        guard case .failure(.noSuchFile) = FileBytes.readArray(path: path + ".gone") else { return XCTFail("no such file") }
    }

    /// A long file is read in two halves at once: every byte lands in its place.
    func testALongFileReadInHalvesIsWhole() throws {
        let size = FileBytes.halvesFrom + 12_345
        let text = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        let calls = Calls()
        let file = try FileBytes.read(path: write("long.md", text)) { fd, p, n, offset in
            _ = calls.next()
            return pread(fd, p, min(n, 1 << 20), off_t(offset))
        }.get()
        file.withBytes { XCTAssertTrue(Array($0) == text) }
        // Five pieces a half (4 MB and 6,172 bytes), and one more call to find nothing after the end.
        XCTAssertEqual(calls.next() - 1, 11)
    }

    func testALongFileCutShortWhileReadInHalvesHasChanged() {
        XCTAssertEqual(readChanged("long-cut.md", size: FileBytes.halvesFrom + 1) { truncate($0, 0) }, .changed)
        XCTAssertEqual(readChanged("long-half.md", size: FileBytes.halvesFrom + 1) { truncate($0, off_t(FileBytes.halvesFrom / 4)) }, .changed)
    }

    /// A FIFO would block an open for reading until a writer comes: it is refused first.
    func testAFIFOIsRefusedWithoutWaiting() {
        let path = dir + "/pipe.md"
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        XCTAssertEqual(problem(FileBytes.read(path: path)), .notRegular("a FIFO (named pipe)"))
        XCTAssertEqual(problem(FileBytes.read(path: "/dev/zero")), .notRegular("a device"))
        XCTAssertEqual(problem(FileBytes.read(path: dir)), .directory)
        XCTAssertEqual(problem(FileBytes.read(path: dir + "/none.md")), .noSuchFile)
    }

    func testPermissionDenied() throws {
        let path = write("secret.md", Array("- mood 4\n".utf8))
        chmod(path, 0)
        try XCTSkipIf(geteuid() == 0, "root reads a mode-000 file; the message is tested from errno below")
        XCTAssertEqual(problem(FileBytes.read(path: path)), .permissionDenied)
    }

    func testWhatEachErrnoSays() {
        XCTAssertEqual(FileBytes.Problem(errno: EACCES), .permissionDenied)
        XCTAssertEqual(FileBytes.Problem(errno: EPERM), .permissionDenied)
        XCTAssertEqual(FileBytes.Problem(errno: ENOENT), .noSuchFile)
        XCTAssertNil(FileBytes.Problem(errno: EIO))
        XCTAssertEqual(FileBytes.Problem.permissionDenied.reason, "permission denied")
        XCTAssertEqual(FileBytes.Problem.failed(ENOTDIR).reason, "a part of its path is not a folder")
        XCTAssertEqual(FileBytes.Problem.failed(ELOOP).reason, "its path has too many symbolic links (a loop)")
        XCTAssertEqual(FileBytes.Problem.failed(EIO).reason, "the disk gave an input/output error")
        XCTAssertEqual(FileBytes.Problem.notRegular("a socket").reason, "it is a socket, not a regular file")
        XCTAssertEqual(FileBytes.Problem.kind(mode: S_IFSOCK), .notRegular("a socket"))
        XCTAssertNil(FileBytes.Problem.kind(mode: S_IFREG | 0o644))
    }
}
