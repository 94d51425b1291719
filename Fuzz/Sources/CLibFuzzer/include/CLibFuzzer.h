#ifndef VITALS_CLIBFUZZER_H
#define VITALS_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, linked by `--sanitize fuzzer`): reads libFuzzer's options
/// from `argv` and runs `callback` over the inputs it generates. A target's `main` calls it:
/// SwiftPM links each executable with its own `main` (on Linux it renames the entry point and
/// aliases `main` to it), so libFuzzer's `main` cannot take its place.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

/// libFuzzer's own mutation of `data` (`size` bytes, room for `maxSize`), for a custom
/// mutator that repairs what the mutation breaks (a checksum); returns the new size.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

#endif
