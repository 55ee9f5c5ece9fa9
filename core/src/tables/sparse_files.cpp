// The sparse-space table's files (README.md, "Saved tables") and the public entry points of
// grundy/tables/sparse.hpp; the method itself is in sparse_split.cpp.
#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <memory>

#include "grundy/budget.hpp"
#include "grundy/limits.hpp"
#include "sparse_split.hpp"

namespace grundy {

namespace {

// The file: kFileMagic, then little-endian u32 version, u32 width (1, 2 or 4), u64 count, u64
// checksum (FNV-1a over the values' bytes), u32 spec length and the spec's bytes, then the count
// values of width bytes each, little-endian, as the table stores them.
constexpr char kFileMagic[8] = {'G', 'R', 'U', 'N', 'D', 'Y', 'T', 'B'};
constexpr std::uint32_t kFileVersion = 1;

std::uint64_t fnv1a(const unsigned char* bytes, std::size_t count, std::uint64_t hash = 14695981039346656037ull) {
    for (std::size_t i = 0; i < count; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
    return hash;
}

template <class T>
void putLittle(std::string& out, T v) {
    for (std::size_t i = 0; i < sizeof(T); ++i)
        out += static_cast<char>(static_cast<std::uint64_t>(v) >> (8 * i) & 0xff);
}

template <class T>
bool getLittle(std::FILE* f, T& v) {
    unsigned char b[sizeof(T)];
    if (std::fread(b, 1, sizeof b, f) != sizeof b) return false;
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) x |= static_cast<std::uint64_t>(b[i]) << (8 * i);
    v = static_cast<T>(x);
    return true;
}

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

}  // namespace

Result<void> SparseSplitTable::save(const std::string& path) const {
    // The values are written as stored (this machine's byte order is checked: the format is little-endian).
    static_assert(std::endian::native == std::endian::little, "saved tables are written in place, little-endian");
    const auto bytes = static_cast<std::size_t>(size_) * static_cast<std::size_t>(width());
    const auto* values = values_.data<unsigned char>();
    std::string header(kFileMagic, sizeof kFileMagic);
    putLittle<std::uint32_t>(header, kFileVersion);
    putLittle<std::uint32_t>(header, static_cast<std::uint32_t>(width()));
    putLittle<std::uint64_t>(header, static_cast<std::uint64_t>(size_));
    putLittle<std::uint64_t>(header, bytes ? fnv1a(values, bytes) : fnv1a(nullptr, 0));
    putLittle<std::uint32_t>(header, static_cast<std::uint32_t>(gameName_.size()));
    header += gameName_;
    // Written beside the file and renamed over it at the end, so an interrupted save keeps the old one.
    const std::string partial = path + ".partial";
    File f(std::fopen(partial.c_str(), "wb"));
    if (!f) return fail(msg::table_file_write{.path = path});
    bool written = std::fwrite(header.data(), 1, header.size(), f.get()) == header.size() &&
                   (bytes == 0 || std::fwrite(values, 1, bytes, f.get()) == bytes);
    written = std::fclose(f.release()) == 0 && written;
    if (!written || std::rename(partial.c_str(), path.c_str()) != 0) {
        std::remove(partial.c_str());
        return fail(msg::table_file_write{.path = path});
    }
    return {};
}

Result<void> SparseSplitTable::resume(const std::string& path) {
    File f(std::fopen(path.c_str(), "rb"));
    if (!f) return fail(msg::table_file_read{.path = path});
    char magic[sizeof kFileMagic];
    std::uint32_t version = 0, width = 0, specLength = 0;
    std::uint64_t count = 0, checksum = 0;
    if (std::fread(magic, 1, sizeof magic, f.get()) != sizeof magic ||
        std::memcmp(magic, kFileMagic, sizeof magic) != 0)
        return fail(msg::table_file_not_table{.path = path});
    if (!getLittle(f.get(), version) || version != kFileVersion)
        return fail(msg::table_file_version{.path = path, .version = version, .known = kFileVersion});
    if (!getLittle(f.get(), width) || !getLittle(f.get(), count) || !getLittle(f.get(), checksum) ||
        !getLittle(f.get(), specLength) || (width != 1 && width != 2 && width != 4) ||
        specLength > limits::kMaxSpecLength)
        return fail(msg::table_file_damaged{.path = path});
    std::string spec(specLength, '\0');
    if (std::fread(spec.data(), 1, specLength, f.get()) != specLength)
        return fail(msg::table_file_damaged{.path = path});
    if (spec != gameName_) return fail(msg::table_file_other_game{.path = path, .game = spec, .wanted = gameName_});
    // The length is checked against the file's own size before anything is allocated.
    const long start = std::ftell(f.get());
    if (start < 0 || std::fseek(f.get(), 0, SEEK_END) != 0) return fail(msg::table_file_damaged{.path = path});
    const long end = std::ftell(f.get());
    if (end < start || count > static_cast<std::uint64_t>(end - start) / width ||
        static_cast<std::uint64_t>(end - start) != count * width || std::fseek(f.get(), start, SEEK_SET) != 0)
        return fail(msg::table_file_length{.path = path});
    const auto n = static_cast<std::int64_t>(count);
    if (bytesFor(n, static_cast<int>(width)) > maxBytes_)
        return fail(msg::sparse_memory{.game = gameName_,
                                       .heap = 0,
                                       .last = n - 1,
                                       .needMib = (bytesFor(n, static_cast<int>(width)) + (1 << 20) - 1) >> 20,
                                       .allowedMib = maxBytes_ >> 20});
    NarrowValues loaded;
    loaded.reset(static_cast<int>(width));
    loaded.reserve(std::max<std::int64_t>(n, 1));
    auto* bytes = loaded.data<unsigned char>();
    if (std::fread(bytes, 1, count * width, f.get()) != count * width)
        return fail(msg::table_file_length{.path = path});
    if (fnv1a(bytes, count * width) != checksum) return fail(msg::table_file_checksum{.path = path});
    values_ = std::move(loaded);
    reversed_.reset(static_cast<int>(width));
    reversedEnd_ = 0;
    size_ = n;
    restoreFromValues();
    return {};
}

// ---- the public entry points (grundy/tables/sparse.hpp) -------------------------------------------------

namespace {

Result<std::int64_t> checkTableSize(const GamePtr& game, std::int64_t size) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::sparse_not_heap_game{.spec = game->spec()});
    if (size < 1 || size > limits::kMaxTableSize)
        return fail(msg::sparse_size{.most = limits::kMaxTableSize, .size = size});
    return size;
}

}  // namespace

Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, std::optional<SparseMask> forced,
                                   std::uint64_t maxWork) {
    if (auto checked = checkTableSize(game, size); !checked) return checked.why();
    const SplitMoves* moves = game->splitMoves();
    if (!moves) return fail(msg::sparse_not_split{.spec = game->spec()});
    SparseSplitTable table(*moves, game->spec(), forced, maxWork);
    if (!table.extendTo(size, size)) return table.why();
    SparseRun run;
    run.values.reserve(static_cast<std::size_t>(size));
    table.appendTo(run.values, 0);
    run.work = table.work();
    run.mask = table.mask();
    run.rareHeaps = table.rareHeaps();
    run.bytes = table.bytes();
    return run;
}

std::int64_t sparseValuesBytes(std::int64_t size) {
    return SparseSplitTable::bytesFor(size, 1) + size * static_cast<std::int64_t>(sizeof(Value));
}

Result<std::int64_t> sparseValuesRoom(std::int64_t size, const Budget& budget) {
    const std::int64_t allowed = bytesAllowed(budget, memoryCeiling());
    if (auto fits = tableFits(size, sparseValuesBytes(1), allowed); !fits) return fits.why();
    return allowed - size * static_cast<std::int64_t>(sizeof(Value));
}

Result<SparseRun> heapValuesSparse(const GamePtr& game, std::int64_t size, const Budget& budget,
                                   const TableFiles& files) {
    if (!game) return fail(msg::game_none{});
    if (!game->isHeapGame()) return fail(msg::sparse_not_heap_game{.spec = game->spec()});
    const SplitMoves* moves = game->splitMoves();
    if (!moves) return fail(msg::sparse_not_split{.spec = game->spec()});
    if (size < 1) return fail(msg::table_no_positions{.size = size});
    const auto room = sparseValuesRoom(size, budget);
    if (!room) return room.why();
    SparseSplitTable table(*moves, game->spec(), std::nullopt,
                           budget.work > 0 ? static_cast<std::uint64_t>(budget.work) : splitWorkFor(size), *room);
    if (!files.resume.empty())
        if (auto resumed = table.resume(files.resume); !resumed) return resumed.why();
    const bool complete = table.extendTo(size, size);
    if (!files.save.empty())
        if (auto saved = table.save(files.save); !saved) return saved.why();
    if (!complete) return table.why();
    SparseRun run;
    // g(0) .. g(size-1) only: a resumed table may hold more, and handing all of it out would hold
    // 4 bytes for each of its values, not the `size` the estimate counted.
    table.withValues([&](const auto g) { run.values.assign(g.begin(), g.begin() + size); });
    run.work = table.work();
    run.mask = table.mask();
    run.rareHeaps = table.rareHeaps();
    run.bytes = table.bytes();
    return run;
}

Result<std::vector<Value>> heapValuesDirect(const GamePtr& game, std::int64_t size, std::uint64_t maxWork) {
    if (auto checked = checkTableSize(game, size); !checked) return checked.why();
    std::vector<Value> g;
    g.reserve(static_cast<std::size_t>(size));
    std::vector<std::uint32_t> seen(2, 0);
    std::uint64_t work = 0;
    for (std::int64_t n = 0; n < size; ++n) {
        const auto stamp = static_cast<std::uint32_t>(n + 1);  // size <= 2^26: never wraps
        const auto listed = game->forEachOption(Position{n, 0}, [&](const Option& o) {
            Value v = 0;
            for (int i = 0; i < o.partCount; ++i) v ^= g[static_cast<std::size_t>(o.parts[i].x)];
            if (v >= seen.size()) seen.resize(std::max<std::size_t>(v + 1, seen.size() * 2), 0);
            seen[v] = stamp;
            ++work;
        });
        if (!listed) return listed.why();
        Value v = 0;
        while (v < seen.size() && seen[v] == stamp) ++v;
        g.push_back(v);
        if (++work > maxWork) return fail(msg::sparse_direct_stopped{.spec = game->spec(), .heap = n, .most = maxWork});
    }
    return g;
}

}  // namespace grundy
