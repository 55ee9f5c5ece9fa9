# Writes grundy/messages.hpp from the catalogue (en.json here): one struct per message under
# grundy::msg, named after its id ("position.too-many" is msg::position_too_many), with the
# message's id and English template and one field per placeholder of the template, in the order
# they first appear. A call site names its message and fills every field:
#   return fail(msg::spec_too_long{.most = limits::kMaxSpecLength, .count = text.size()});
# so an id the catalogue lacks, a placeholder left out or one the template does not have does not
# compile (a field is an Arg, which has no default). Run by core/CMakeLists.txt:
#   cmake -DCATALOGUE=<en.json> -DOUT=<header> -P generate.cmake
cmake_minimum_required(VERSION 3.20)
file(READ ${CATALOGUE} json)
string(JSON count LENGTH "${json}")
math(EXPR last "${count} - 1")
set(structs "")
set(table "")
set(seen_ids "")
foreach(i RANGE ${last})
  string(JSON id MEMBER "${json}" ${i})
  string(JSON text GET "${json}" "${id}")
  if(NOT id MATCHES "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$")
    message(FATAL_ERROR "${CATALOGUE}: the id '${id}' is not words of a-z, 0-9 and '-' joined by '.'")
  endif()
  string(REPLACE "." "_" name "${id}")
  string(REPLACE "-" "_" name "${name}")
  if(name IN_LIST seen_ids)
    message(FATAL_ERROR "${CATALOGUE}: two ids make the name ${name}")
  endif()
  list(APPEND seen_ids ${name})
  if(text MATCHES "grundy_msg")
    message(FATAL_ERROR "${CATALOGUE}: '${id}' holds the raw string's delimiter")
  endif()
  # Placeholders: {name}, a name of letters and digits that starts with a lower-case letter (so
  # literal braces such as "{1, 3, 4}" or "rules:{...}" are text).
  string(REGEX MATCHALL "{[a-z][A-Za-z0-9]*}" found "${text}")
  set(names "")
  foreach(p ${found})
    string(REGEX REPLACE "[{}]" "" p "${p}")
    if(NOT p IN_LIST names)
      list(APPEND names ${p})
    endif()
  endforeach()
  foreach(p ${names})
    if(p MATCHES "^(and|and_eq|bitand|bitor|compl|not|not_eq|or|or_eq|xor|xor_eq|auto|bool|break|case|char|class|const|continue|default|delete|do|double|else|enum|explicit|false|float|for|friend|goto|if|inline|int|long|namespace|new|operator|private|protected|public|register|return|short|signed|sizeof|static|struct|switch|template|this|throw|true|try|typedef|typename|union|unsigned|using|virtual|void|volatile|while)$")
      message(FATAL_ERROR "${CATALOGUE}: '${id}' has the placeholder {${p}}, a C++ word, which cannot name a field")
    endif()
  endforeach()
  set(fields "")
  set(pointers "")
  foreach(p ${names})
    string(APPEND fields "    Arg ${p};\n")
    if(pointers STREQUAL "")
      set(pointers "&${p}")
    else()
      string(APPEND pointers ", &${p}")
    endif()
  endforeach()
  string(REPLACE ";" " " placeholders "${names}")
  string(APPEND structs
    "struct ${name} {\n"
    "    static constexpr MessageInfo info{\"${id}\", R\"grundy_msg(${text})grundy_msg\", \"${placeholders}\"};\n"
    "${fields}"
    "    Message message() && { return makeMessage(info, {${pointers}}); }\n"
    "};\n")
  string(APPEND table "    ${name}::info,\n")
endforeach()
string(CONCAT out "// Generated from core/messages/en.json by core/messages/generate.cmake; do not edit.\n"
        "#pragma once\n\n#include \"grundy/message.hpp\"\n\nnamespace grundy::msg {\n\n"
        "${structs}\n"
        "// Every message of the catalogue, by id.\n"
        "inline constexpr MessageInfo kAll[] = {\n${table}};\n\n"
        "}  // namespace grundy::msg\n")
file(WRITE ${OUT}.tmp "${out}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT}.tmp ${OUT})
