// The network's weights as a file (docs/network-format.md): a header naming the format and the
// network's dimensions, the arrays of Weights in little-endian order, and a CRC-32 of it all.
// data/network.bin is built into the program in this form; training/train_network.cpp writes it;
// UCI's EvalFile option reads another.
#pragma once

#include "search/network.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace mudchess::search::network {

constexpr char FILE_MAGIC[] = "MUDCHNET"; // the first 8 bytes, without a terminating zero
constexpr std::uint32_t FILE_VERSION = 1;
constexpr std::size_t FILE_HEADER_BYTES = 32;
// The whole file for this build's dimensions: header, arrays, checksum.
constexpr std::size_t FILE_BYTES = FILE_HEADER_BYTES + sizeof(std::int16_t) * INPUTS * HIDDEN +
                                   sizeof(std::int16_t) * HIDDEN +
                                   sizeof(std::int16_t) * OUTPUT_BUCKETS * 2 * HIDDEN +
                                   sizeof(std::int32_t) * OUTPUT_BUCKETS + sizeof(std::uint32_t);

// The weights, or why there are none: what is wrong with the file, worded to follow its name
// ("is 12 bytes, ...").
struct WeightsResult {
    std::unique_ptr<Weights> weights;
    std::string error;
};

// The weights a network file's bytes hold, checked: size, magic, version, dimensions,
// quantisation and checksum all as this build expects.
WeightsResult decode(std::span<const unsigned char> bytes);
// The same from the file at `path`.
WeightsResult readFile(const std::string& path);
// The file's bytes for `weights`.
std::vector<unsigned char> encode(const Weights& weights);

// The CRC-32 of `bytes` (the one of zlib, PNG and Ethernet: polynomial 0xEDB88320, reflected).
std::uint32_t crc32(std::span<const unsigned char> bytes);

// data/network.bin, as the build embedded it.
std::span<const unsigned char> builtInFile();

} // namespace mudchess::search::network
