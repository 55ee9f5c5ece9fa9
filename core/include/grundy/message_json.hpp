// What the core says, as JSON: the one writer of a message as data for JS (the wasm module's replies
// and its table jobs' errors, wasm/helpers.cpp and jobs.cpp) and of JSON strings (the table exports).
// The shapes are wasm/grundy.d.ts's: a message { id, args, text }, an argument text, a message or a
// list { join, items, more }, and a refusal as a GrundyError's data { message, id, args, budget }
// (wasm/grundy-error.mjs), budget true when a larger budget may get past it (stoppedOnBudget).
#pragma once

#include <string>
#include <string_view>

#include "grundy/message.hpp"

namespace grundy {

// Appends `text` as a JSON string (quoted, escaped).
void appendJsonString(std::string& out, std::string_view text);

// A message as JSON: { "id", "args", "text" }.
std::string messageJson(const Message& message);

// A refusal as JSON: { "message", "id", "args", "budget" }.
std::string errorJson(const Error& error);

}  // namespace grundy
