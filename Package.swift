// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "journal",
    products: [
        .executable(name: "journal", targets: ["journal"]),
        .library(name: "JournalKit", targets: ["JournalKit"]),
    ],
    targets: [
        // Values → Syntax → Model → Catalog → Read → Reports → Rendering, all in one library; the CLI is a thin layer on top.
        .target(name: "JournalKit"),
        .executableTarget(name: "journal", dependencies: ["JournalKit"]),
        // libFuzzer entry points, built only by Scripts/fuzz with --sanitize=fuzzer.
        .executableTarget(name: "JournalFuzz", dependencies: ["JournalKit"]),
        // The same for the parser alone (Scripts/fuzz --parser).
        .executableTarget(name: "JournalParserFuzz", dependencies: ["JournalKit"]),
        .testTarget(
            name: "JournalKitTests",
            dependencies: ["JournalKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "JournalCLITests",
            dependencies: ["journal"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
