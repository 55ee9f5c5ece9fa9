# Writes the shipped examples (*.rules here) into a C++ include file as raw strings, so the library
# (and through it the CLI and the wasm module) carries them. Run by core/CMakeLists.txt:
#   cmake -DOUT=<file> -DDIR=<this folder> -P embed.cmake
file(GLOB examples ${DIR}/*.rules)
list(SORT examples)
set(text "// Generated from core/rules-examples/*.rules by embed.cmake; do not edit.\n")
foreach(path ${examples})
  get_filename_component(id ${path} NAME_WE)
  file(READ ${path} source)
  string(APPEND text "{\"${id}\", R\"grundy_rules(${source})grundy_rules\"},\n")
endforeach()
file(WRITE ${OUT}.tmp "${text}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT}.tmp ${OUT})
