// The core's API: one function per question a person asks of a game, written once for every face
// of the playground. The wasm module binds these functions and structs as they are (wasm/bindings.cpp,
// wasm/calls.mjs); the native `grundy` command reads its arguments, makes one of these calls and
// prints the answer (core/cli/). So the policy of a question (which table a game has, how far the
// page's period search goes, what a sum starts from) is decided here, once.
//
// Every function takes text (a spec, a position, a program) and plain numbers, and returns a plain
// struct, vector, string or number, wrapped in Result<T> when the input can be refused; the message
// is the core's own (grundy/message.hpp: an id, its arguments and the English), the same in the
// command, the module and the page, which words it in the person's language. What an answer says
// in words (an explanation's summary, an outcome rule, a theorem) is a Message too. The field
// names of these structs are the JS names (camelCase), so a field has one name from here to
// wasm/grundy.d.ts, the worker protocol and the page.
//
// The API is written in parts, one a topic, in grundy/api/ (each part's structs are read by
// wasm/api-fields.mjs, which makes the wasm value objects and the TypeScript types from them).
#pragma once

#include "grundy/api/describe.hpp"
#include "grundy/api/exercises.hpp"
#include "grundy/api/export.hpp"
#include "grundy/api/identify.hpp"
#include "grundy/api/misere.hpp"
#include "grundy/api/patterns.hpp"
#include "grundy/api/play.hpp"
#include "grundy/api/rules.hpp"
#include "grundy/api/tables.hpp"
