#include "CGtkShim.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* Finds the Swift types that conform to a protocol, from the conformance records every Swift
 * image carries (its swift5_protocol_conformances section), as the Swift runtime registered
 * them. Swift cannot list the conformances of a protocol itself; GtkUI's previews are found
 * this way, as swift-testing finds its tests.
 *
 * The layouts read here are Swift's stable ABI (docs/ABI/TypeMetadata.rst in the Swift
 * repository): relative pointers of 32 bits, context descriptors with their kind in the low
 * five bits of their flags. Generic types are skipped: they have no single metadata. */

typedef struct {
    uintptr_t start;
    size_t length;
} SectionRange;

/* The head of the runtime's MetadataSections (SwiftShims/MetadataSections.h), version 1+. */
typedef struct {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    SectionRange protocols;
    SectionRange protocol_conformances;
} MetadataSectionsHead;

extern void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context),
                                               void *context);

typedef struct {
    const void *metadata;
    uintptr_t state;
} MetadataResponse;

typedef MetadataResponse (*__attribute__((swiftcall)) MetadataAccessor)(uintptr_t request);

enum {
    kind_module = 0,
    kind_protocol = 3,
    kind_class = 16,
    kind_struct = 17,
    kind_enum = 18,
    flag_generic = 0x80,
};

static const void *relative_direct(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/* A relative pointer whose low bit says the target is reached through a pointer. */
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0)
        return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

/* Context descriptor: flags, parent, then (for modules, protocols and types) the name. */
static uint32_t context_kind(const uint32_t *descriptor) { return descriptor[0] & 0x1F; }

static const char *context_name(const uint32_t *descriptor) {
    return relative_direct((const int32_t *)descriptor + 2);
}

static const uint32_t *context_parent(const uint32_t *descriptor) {
    return relative_indirectable((const int32_t *)descriptor + 1);
}

typedef struct {
    const char *module;
    const char *protocol;
    GtkuiConformingTypeFunc func;
    void *user_data;
} Search;

static bool is_wanted_protocol(const uint32_t *protocol, const Search *search) {
    if (!protocol || context_kind(protocol) != kind_protocol)
        return false;
    const char *name = context_name(protocol);
    if (!name || strcmp(name, search->protocol) != 0)
        return false;
    const uint32_t *parent = context_parent(protocol);
    if (!parent || context_kind(parent) != kind_module)
        return false;
    const char *module = context_name(parent);
    return module && strcmp(module, search->module) == 0;
}

/* The type a conformance record names, when it is a non-generic Swift type. */
static const uint32_t *conforming_type(const int32_t *conformance) {
    uint32_t flags = ((const uint32_t *)conformance)[3];
    uint32_t reference_kind = (flags >> 3) & 0x7;
    const int32_t *type_field = conformance + 1;
    const uint32_t *type;
    if (reference_kind == 0)
        type = relative_direct(type_field);
    else if (reference_kind == 1) {
        const void *const *slot = relative_direct(type_field);
        type = slot ? *slot : NULL;
    } else
        return NULL; /* Objective-C classes: none on Linux. */
    if (!type)
        return NULL;
    uint32_t kind = context_kind(type);
    if (kind != kind_class && kind != kind_struct && kind != kind_enum)
        return NULL;
    if (type[0] & flag_generic)
        return NULL;
    return type;
}

static bool visit_sections(const void *sections, void *context) {
    const MetadataSectionsHead *head = sections;
    const Search *search = context;
    const int32_t *records = (const int32_t *)head->protocol_conformances.start;
    size_t count = head->protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        const int32_t *conformance = relative_direct(&records[i]);
        if (!conformance || !is_wanted_protocol(relative_indirectable(conformance), search))
            continue;
        const uint32_t *type = conforming_type(conformance);
        if (!type)
            continue;
        /* A type descriptor: flags, parent, name, metadata access function, … */
        MetadataAccessor accessor = (MetadataAccessor)relative_direct((const int32_t *)type + 3);
        if (!accessor)
            continue;
        MetadataResponse response = accessor(0);
        if (response.metadata)
            search->func(response.metadata, search->user_data);
    }
    return true;
}

void gtkui_enumerate_conforming_types(const char *module, const char *protocol,
                                      GtkuiConformingTypeFunc func, void *user_data) {
    Search search = {module, protocol, func, user_data};
    swift_enumerateAllMetadataSections(visit_sections, &search);
}
