// The sentences the service says itself, before or beside any command: which place a line acts
// in, who may act, a host's look-ups and settings (src/service decides, these say it).
#pragma once

#include <string>
#include <vector>

namespace mudchess {

std::string noActorWords();
std::string computerNameTakenWords(const std::string& name);
// Timed games found waiting at start-up (their clocks run again from now).
std::string clocksResumedWords(int games);
// A private line names no place: `placeWord` ("channel"), an example place, and the places
// served (empty: any).
std::string whichPlaceWords(const std::string& placeWord, const std::string& example,
                            const std::string& places);
std::string notOurPlaceWords(const std::string& place, const std::string& places);
// A host's look-up: no such place, no boards, several boards, no such board.
std::string noGamesInPlaceWords(const std::string& place, const std::string& places);
std::string noBoardsYetWords(const std::string& place);
std::string whichBoardWords(const std::string& place, const std::vector<std::string>& boards);
std::string noSuchBoardWords(const std::string& object, const std::string& place);
// A typed op's object that cannot be a name.
std::string notAnObjectNameWords(const std::string& object);
// A typed op's move that is not one word; variant, game number, colour or board part that is
// none.
std::string notOneWordMoveWords();
std::string notAVariantWords(const std::string& typed);
std::string badGameNumberWords();
std::string notAColourWords();
std::string notABoardPartWords(const std::string& typed);
std::string colourNeedsAPartWords();
// `set_place`: no such scheme (the schemes there are), or one too hard to read for everyone.
std::string notASchemeWords(const std::string& scheme, const std::vector<std::string>& schemes);
std::string unreadableSharedSchemeWords(const std::string& scheme, const std::string& place,
                                        const std::string& pairs);
// `before` renamed: the places where they sit hear it.
std::string renamedWords(const std::string& before, const std::string& after);
// `rename` to a name another player goes by now.
std::string nameTakenWords(const std::string& name);
// The `place-boards` setting names none.
std::string notPlaceBoardsWords(const std::string& typed);
// The `locale` setting names none.
std::string notALocaleWords(const std::string& typed);

// The operator's colour scheme setting names no scheme.
std::string notAColourSchemeSettingWords(const std::string& scheme);

} // namespace mudchess
