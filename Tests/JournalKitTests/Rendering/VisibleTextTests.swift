import Testing
@testable import JournalKit

/// Control characters are shown as symbols; line breaks, tabs and (when colour is on) the
/// style's own colour codes stay.
struct VisibleTextTests {
    @Test(arguments: [
        ("plain text, café ☕️", "plain text, café ☕️"),
        ("tab\tand\nline", "tab\tand\nline"),
        ("crlf\r\nends", "crlf\r\nends"),
        ("lone\rcr", "lone\u{240D}cr"),
        ("title \u{1B}]0;x\u{07}", "title \u{241B}]0;x\u{2407}"),
        ("clear \u{1B}[2J", "clear \u{241B}[2J"),
        ("red \u{1B}[31m", "red \u{241B}[31m"),
        ("del \u{7F} csi \u{9B} nbsp\u{A0}", "del \u{2421} csi \u{FFFD} nbsp\u{A0}"),
        ("nul \u{0}", "nul \u{2400}"),
    ])
    func controlsAreShown(_ input: String, _ expected: String) {
        #expect(VisibleText.shown(input) == expected)
    }

    @Test func colourCodesStayOnlyWhenColourIsOn() {
        let styled = TextStyle(color: true).boldRed("error") + " " + TextStyle(color: true).dim("x")
        #expect(VisibleText.shown(styled, colors: true) == styled)
        #expect(VisibleText.shown(styled) == styled.replacingOccurrences(of: "\u{1B}", with: "\u{241B}"))
        #expect(VisibleText.shown("\u{1B}[2J \u{1B}[1m", colors: true) == "\u{241B}[2J \u{1B}[1m")
        #expect(VisibleText.shown("\u{1B}[", colors: true) == "\u{241B}[")
    }
}
