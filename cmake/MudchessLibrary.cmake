# libmudchess: the service of include/mudchess/ as one library for MUDs written in C or C++.
#
#   cmake --install build --prefix /usr/local      installs, besides the program:
#     include/mudchess/*.hpp                        the public headers (no internal ones)
#     lib/libmudchess.so.0.1.0 (SONAME .so.0.1)     the internal libraries linked into one
#     lib/cmake/mudchess/                           find_package(mudchess CONFIG) -> mudchess::mudchess
#     lib/pkgconfig/mudchess.pc                     pkg-config --cflags --libs mudchess
#
# The library is made of the objects of mudchess_service and of every internal library below it,
# so a library added there joins by itself. They are compiled position-independent with hidden
# names (top-level CMakeLists.txt); only what include/mudchess/ marks MUDCHESS_API is exported,
# and cmake/libmudchess.map.in keeps anything else (instantiations from the standard library or
# PEGTL) out of the dynamic symbol table. Before 1.0 every minor version may change the ABI, so
# the SONAME and the package's compatibility follow major.minor.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

option(MUDCHESS_LIBRARY_STATIC "Make libmudchess a static library (libmudchess.a) instead" OFF)

# The internal (non-imported) static libraries `target` links to, itself first, each once.
function(mudchess_internal_libraries target out)
  set(found ${${out}})
  if(NOT TARGET ${target} OR ${target} IN_LIST found)
    return()
  endif()
  get_target_property(type ${target} TYPE)
  get_target_property(imported ${target} IMPORTED)
  if(imported OR NOT type STREQUAL "STATIC_LIBRARY")
    return()
  endif()
  list(APPEND found ${target})
  get_target_property(deps ${target} LINK_LIBRARIES)
  foreach(dep IN LISTS deps)
    mudchess_internal_libraries(${dep} found)
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

set(MUDCHESS_LIBRARY_PARTS)
mudchess_internal_libraries(mudchess_service MUDCHESS_LIBRARY_PARTS)
set(MUDCHESS_LIBRARY_OBJECTS)
foreach(part IN LISTS MUDCHESS_LIBRARY_PARTS)
  list(APPEND MUDCHESS_LIBRARY_OBJECTS $<TARGET_OBJECTS:${part}>)
endforeach()

if(MUDCHESS_LIBRARY_STATIC)
  add_library(mudchess_library STATIC ${MUDCHESS_LIBRARY_OBJECTS})
else()
  add_library(mudchess_library SHARED ${MUDCHESS_LIBRARY_OBJECTS})
endif()
add_library(mudchess::mudchess ALIAS mudchess_library)
add_dependencies(mudchess_library ${MUDCHESS_LIBRARY_PARTS})
set(MUDCHESS_SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
set_target_properties(mudchess_library PROPERTIES
  OUTPUT_NAME mudchess
  EXPORT_NAME mudchess
  VERSION ${PROJECT_VERSION}
  SOVERSION ${MUDCHESS_SOVERSION}
  LINKER_LANGUAGE CXX)
target_include_directories(mudchess_library PUBLIC
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
# The public headers need C++20 (defaulted comparisons, designated initializers in examples).
target_compile_features(mudchess_library PUBLIC cxx_std_20)
# What the objects need from outside. A shared library records them itself (DT_NEEDED); a static
# one hands them on to whoever links it (mudchessConfig.cmake finds them again).
target_link_libraries(mudchess_library PRIVATE SQLite::SQLite3 PkgConfig::LIBPQ Threads::Threads)
if(NOT MUDCHESS_LIBRARY_STATIC)
  configure_file(cmake/libmudchess.map.in ${PROJECT_BINARY_DIR}/package/libmudchess.map @ONLY)
  target_link_options(mudchess_library PRIVATE
    -Wl,--version-script=${PROJECT_BINARY_DIR}/package/libmudchess.map)
  set_target_properties(mudchess_library PROPERTIES
    LINK_DEPENDS ${PROJECT_BINARY_DIR}/package/libmudchess.map)
  # Every symbol resolved at link time, so a consumer never meets a missing one; sanitizer builds
  # leave their runtime's symbols to the executable.
  if(NOT MUDCHESS_SANITIZE)
    target_link_options(mudchess_library PRIVATE -Wl,--no-undefined)
  endif()
endif()

install(TARGETS mudchess_library EXPORT mudchessTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/mudchess DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp")

set(MUDCHESS_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/mudchess)
install(EXPORT mudchessTargets NAMESPACE mudchess:: DESTINATION ${MUDCHESS_CMAKE_DIR})
configure_package_config_file(cmake/mudchessConfig.cmake.in
  ${PROJECT_BINARY_DIR}/package/mudchessConfig.cmake
  INSTALL_DESTINATION ${MUDCHESS_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/package/mudchessConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/package/mudchessConfig.cmake
  ${PROJECT_BINARY_DIR}/package/mudchessConfigVersion.cmake DESTINATION ${MUDCHESS_CMAKE_DIR})

# pkg-config: the prefix is found from where the .pc file lies, so `cmake --install --prefix`
# anywhere gives a working file.
set(MUDCHESS_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH MUDCHESS_PC_TO_PREFIX /${MUDCHESS_PC_DIR} /)
string(REGEX REPLACE "/$" "" MUDCHESS_PC_TO_PREFIX "${MUDCHESS_PC_TO_PREFIX}")
configure_file(cmake/mudchess.pc.in ${PROJECT_BINARY_DIR}/package/mudchess.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/package/mudchess.pc DESTINATION ${MUDCHESS_PC_DIR})
